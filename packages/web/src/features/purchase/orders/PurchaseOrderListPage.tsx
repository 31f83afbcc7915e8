import { type components, exportPurchaseOrders, listOrders } from '@zc/sdk';
import { orderStatusLabels, orderTypeLabels } from '@zc/sdk/labels';
import { ExportButton } from '@/features/orders/ExportButton.tsx';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { handleStates } from '@/features/orders/rules.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { purchaseOrderFilters } from './filters.ts';
import { usePurchaseOrderActions } from './order-actions.tsx';

type Order = components['schemas']['Order'];

/**
 * 采购订单: the purchaser's orders with filters, export, and what each state allows; 订单处理 (`handle`): the orders
 * waiting for someone, one state at a time.
 */
export function PurchaseOrderListPage({ handle = false }: { handle?: boolean }) {
  const list = useList(listOrders, purchaseOrderFilters, handle ? { query: { status: handleStates[0] } } : {});
  const actions = usePurchaseOrderActions();
  const columns = columnsOf<Order>({
    orderNo: {
      header: '订单编号',
      cell: (order) => (
        <RecordLink to="/purchase/order-detail" id={order.id}>
          {order.orderNo}
        </RecordLink>
      ),
    },
    supplierName: '供应商',
    buyerName: '下单人',
    goodsCount: { header: '商品数量', align: 'right' },
    totalPrice: ['订单金额', 'money'],
    orderType: ['订单类型', orderTypeLabels],
    status: ['订单状态', orderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
    actions: { header: '操作', cell: (order) => <div className="flex flex-wrap gap-1">{actions.buttons(order)}</div> },
  });
  return (
    <>
      <ListPage
        label={handle ? '待处理订单' : '采购订单'}
        list={handle ? withoutFilter(list, 'status') : list}
        columns={columns}
        toolbar={<ExportButton operation={exportPurchaseOrders} input={{ query: list.params }} />}
      >
        {handle && (
          <StateTabs label="订单状态" name="status" list={list} tabs={handleStates} labels={orderStatusLabels} />
        )}
      </ListPage>
      {actions.dialogs}
    </>
  );
}
