import { type components, listOrderBuyNumDetails } from '@zc/sdk';
import { orderBuyNumDetailHandleStatusLabels } from '@zc/sdk/labels';
import { getBuyNumDetailsByOrderIdQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { useBuyNumHandling } from './buy-num-actions.tsx';
import { buyNumColumns } from './buy-num-columns.tsx';
import { buyNumFilters } from './filters.ts';

/** The orders with change requests, from 订单变更管理: a request opens its order's changes. */
const changeChooser = chooser({
  noun: '订单',
  operation: listOrderBuyNumDetails,
  filters: buyNumFilters,
  columns: columnsOf<components['schemas']['OrderBuyNumDetail']>({
    orderNo: '订单编号',
    goodsName: '商品名称',
    createTime: ['申请时间', 'dateTime'],
    handleStatus: ['处理状态', orderBuyNumDetailHandleStatusLabels],
  }),
  open: (change) => ({ id: change.orderId }),
  name: (change) => change.orderNo ?? change.orderId,
});

/** 购买数量变更详情 (`?id=` the order): every change request of one order, handled here as on the list. */
export function BuyNumDetailPage() {
  const { id } = usePageSearch('/local-supplier-buy-num-detail');
  const handling = useBuyNumHandling();
  return (
    <RecordPage
      id={id}
      chooser={changeChooser}
      load={(orderId) => getBuyNumDetailsByOrderIdQueryOptions({ path: { orderId } })}
    >
      {(changes) => (
        <>
          <TableSection label="购买数量变更记录" columns={buyNumColumns(handling.rowButtons)} records={changes} />
          {handling.dialog}
        </>
      )}
    </RecordPage>
  );
}
