import { useQuery } from '@tanstack/react-query';
import { pagePurchaserSourcingOrdersQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { orderChooser, type SourcingOrder } from './sourcing-columns.tsx';

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
