import { type components, listOrdersToCheck } from '@zc/sdk';
import { orderTypeLabels } from '@zc/sdk/labels';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { orderCheckFilters } from '../orders/filters.ts';
import { useApprovalActions } from './ApprovalActions.tsx';

type Order = components['schemas']['Order'];

/**
 * 订单审批: the orders waiting for the signed-in approver, decided one by one or several at once from the list, or after
 * reading the order.
 */
export function OrderCheckListPage() {
  const list = useList(listOrdersToCheck, orderCheckFilters);
  const actions = useApprovalActions();
  const columns = columnsOf<Order>({
    orderNo: {
      header: '订单编号',
      cell: (order) => (
        <RecordLink to="/purchase/order-check-detail" id={order.id}>
          {order.orderNo}
        </RecordLink>
      ),
    },
    buyerName: '下单人',
    supplierName: '供应商',
    goodsCount: { header: '商品数量', align: 'right' },
    totalPrice: ['订单金额', 'money'],
    orderType: ['订单类型', orderTypeLabels],
    createTime: ['下单时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (order) => (
        <div className="flex flex-wrap gap-1">
          <RecordLink to="/purchase/order-check-detail" id={order.id} action>
            查看
          </RecordLink>
          {actions.buttons(order)}
        </div>
      ),
    },
  });
  return (
    <>
      <ListPage label="待审批订单" list={list} columns={columns} batchActions={actions.batchButtons} />
      {actions.dialogs}
    </>
  );
}
