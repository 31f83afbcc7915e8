import { type components, listPurchaserAfterSales } from '@zc/sdk';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { CancelAfterSaleButton } from './CancelAfterSale.tsx';
import { purchaserAfterSaleFilters } from './filters.ts';

type AfterSale = components['schemas']['AfterSale'];

const columns = columnsOf<AfterSale>({
  afterSaleNo: {
    header: '售后单号',
    cell: (row) => (
      <RecordLink to="/purchase/after-sales-info" id={row.id}>
        {row.afterSaleNo}
      </RecordLink>
    ),
  },
  orderNo: '订单编号',
  goodsName: '商品名称',
  supplierName: '供应商',
  afterSaleNum: { header: '售后数量', align: 'right' },
  afterSaleType: ['售后类型', afterSaleTypeLabels],
  reason: '售后原因',
  refundAmount: ['退款金额', 'money'],
  status: ['售后状态', afterSaleStatusLabels],
  supplierRemark: '供应商意见',
  createTime: ['申请时间', 'dateTime'],
  actions: {
    header: '操作',
    cell: (row) => (
      <div className="flex gap-1">
        <RecordLink to="/purchase/after-sales-info" id={row.id} action>
          详情
        </RecordLink>
        <RecordLink to="/purchase/after-sale-order-detail" id={row.id} action>
          订单
        </RecordLink>
        <CancelAfterSaleButton row={row} />
      </div>
    ),
  },
});

/** 售后订单: the purchaser's after-sale applications and the supplier's answers. */
export function AfterSaleListPage() {
  const list = useList(listPurchaserAfterSales, purchaserAfterSaleFilters);
  return <ListPage label="售后订单" list={list} columns={columns} />;
}
