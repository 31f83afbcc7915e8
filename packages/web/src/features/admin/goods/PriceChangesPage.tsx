import { type components, pageOrderDetailPriceChanges } from '@zc/sdk';
import { changeRateColumn } from '@/features/goods-history/HistoryDialogs.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { changedGoodsColumns } from './change-columns.ts';
import { goodsChangeFilters } from './filters.ts';

type PriceChange = components['schemas']['OrderDetailPriceChange'];

/** 价格变动: every goods item's price changes, newest first, by supplier and day. */
export function PriceChangesPage() {
  const list = useList(pageOrderDetailPriceChanges, goodsChangeFilters, { labels: useSupplierLabels() });
  const columns = columnsOf<PriceChange>({
    ...changedGoodsColumns,
    supplierName: '供应商',
    beforePrice: ['原价（元）', 'money'],
    afterPrice: ['现价（元）', 'money'],
    changeRate: changeRateColumn,
    orderNo: '关联订单',
    createTime: ['变动时间', 'dateTime'],
  });
  return <ListPage label="价格变动列表" list={list} columns={columns} />;
}
