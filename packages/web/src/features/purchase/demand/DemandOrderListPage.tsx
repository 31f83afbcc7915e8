import { Link } from '@tanstack/react-router';
import { type components, listDemandOrders } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { demandOrderFilters } from './filters.ts';

type Order = components['schemas']['Order'];

/** 我的需求订单: the orders placed from collected demands, one per supplier; each opens in the order detail. */
export function DemandOrderListPage() {
  const list = useList(listDemandOrders, demandOrderFilters);
  const columns = columnsOf<Order>({
    orderNo: {
      header: '订单编号',
      cell: (order) => (
        <Link to="/purchase/order-detail" search={{ id: order.id }} className="text-brand hover:underline">
          {order.orderNo}
        </Link>
      ),
    },
    supplierName: '供应商',
    totalPrice: ['订单金额', 'money'],
    status: ['订单状态', orderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
  });
  return <ListPage label="需求订单" list={list} columns={columns} />;
}
