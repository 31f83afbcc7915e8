import { type components, listPurchaserAfterSales } from '@zc/sdk';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { purchaserAfterSaleFilters } from './filters.ts';

type AfterSale = components['schemas']['AfterSale'];

/** 售后详情 and 售后订单详情 offer the purchaser's after-sale applications, as 售后订单 lists them. */
export const afterSaleChooser = chooser({
  noun: '售后单',
  operation: listPurchaserAfterSales,
  filters: purchaserAfterSaleFilters,
  columns: columnsOf<AfterSale>({
    afterSaleNo: '售后单号',
    orderNo: '订单编号',
    goodsName: '商品名称',
    afterSaleType: ['售后类型', afterSaleTypeLabels],
    status: ['售后状态', afterSaleStatusLabels],
    createTime: ['申请时间', 'dateTime'],
  }),
  open: (row) => ({ id: row.id }),
  name: (row) => row.afterSaleNo,
});
