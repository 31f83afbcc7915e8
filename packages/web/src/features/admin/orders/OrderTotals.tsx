import { useQuery } from '@tanstack/react-query';
import { getOrderSumPriceAndCountQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import type { ListModel } from '@/shared/list/use-list.ts';

/** The count and sum of the orders the list's filters give. */
export function OrderTotals({ params }: { params: ListModel<unknown>['params'] }) {
  const totals = useQuery(getOrderSumPriceAndCountQueryOptions({ query: params }));
  return totals.data ? (
    <output aria-label="筛选合计" className="text-sm text-slate-600">
      共 <strong className="text-brand">{totals.data.orderCount}</strong> 笔订单，合计金额
      <strong className="ml-1 text-brand">¥{formatMoney(totals.data.totalPrice)}</strong>
    </output>
  ) : null;
}
