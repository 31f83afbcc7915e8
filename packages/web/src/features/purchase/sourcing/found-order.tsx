import { useQuery } from '@tanstack/react-query';
import { pagePurchaserSourcingOrders } from '@zc/sdk';
import { sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { pagePurchaserSourcingOrdersQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { orderFilters } from './filters.ts';
import type { SourcingOrder } from './sourcing-columns.tsx';

/** The orders a page about one offers, from 寻源订单. */
const orderChooser = chooser({
  noun: '寻源订单',
  operation: pagePurchaserSourcingOrders,
  filters: orderFilters,
  columns: columnsOf<SourcingOrder>({
    orderNo: '订单编号',
    sourcingName: '询价标题',
    supplierName: '供应商',
    status: ['订单状态', sourcingOrderStatusLabels],
  }),
  open: (order) => ({ id: order.id }),
  name: (order) => order.orderNo,
});

/**
 * The sourcing order a page is about (`?id=&orderNo=`). No call reads one order, so it is found in the organisation's
 * order list (narrowed by its number when the link gives it); opened without one, the orders are offered.
 */
export function FoundOrder({
  id,
  orderNo,
  children,
}: {
  id: string | undefined;
  orderNo: string | undefined;
  children: (order: SourcingOrder) => ReactNode;
}) {
  return (
    <ChooseRecord id={id} chooser={orderChooser}>
      {(id) => (
        <OrderOf id={id} orderNo={orderNo}>
          {children}
        </OrderOf>
      )}
    </ChooseRecord>
  );
}

function OrderOf({
  id,
  orderNo,
  children,
}: {
  id: string;
  orderNo: string | undefined;
  children: (order: SourcingOrder) => ReactNode;
}) {
  const query = useQuery({
    ...pagePurchaserSourcingOrdersQueryOptions({ query: { orderNo, current: 1, size: 100 } }),
    select: (page) => page.records.find((row) => row.id === id) ?? null,
  });
  return <QueryState query={query}>{children}</QueryState>;
}
