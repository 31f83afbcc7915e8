import { useQuery } from '@tanstack/react-query';
import { getOrderSumPriceAndCountQueryOptions } from '@zc/sdk/react';
import type { ListModel } from '@/shared/list/use-list.ts';
import { FilteredTotals } from '../shared/FilteredTotals.tsx';

/** The count and sum of the orders the list's filters give. */
export function OrderTotals({ params }: { params: ListModel<unknown>['params'] }) {
  const totals = useQuery(getOrderSumPriceAndCountQueryOptions({ query: params }));
  return totals.data ? (
    <FilteredTotals count={totals.data.orderCount} unit="笔订单" amount={totals.data.totalPrice} />
  ) : null;
}
