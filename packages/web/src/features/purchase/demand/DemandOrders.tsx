import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getOrderQueryOptions } from '@zc/sdk/react';

/** The orders a demand order became, by their numbers (the supplier on hover), each opening its order. */
export function DemandOrders({ ids }: { ids: readonly string[] }) {
  const orders = useQueries({ queries: ids.map((id) => getOrderQueryOptions({ path: { id } })) });
  if (ids.length === 0) return '--';
  return (
    <span className="flex flex-col">
      {orders.map((order, index) => (
        <Link
          key={ids[index]}
          to="/purchase/order-detail"
          search={{ id: ids[index] }}
          title={order.data?.supplierName}
          className="text-brand hover:underline"
        >
          {order.data?.orderNo ?? '订单加载中…'}
        </Link>
      ))}
    </span>
  );
}
