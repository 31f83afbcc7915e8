import { useQuery } from '@tanstack/react-query';
import { listPurchasePlansQueryOptions } from '@zc/sdk/react';

/** The unit's approved plans (of one channel when given), by id as `planNo planName`: what orders and projects take. */
export function useApprovedPlanLabels(purchaseType?: 1 | 2 | 3 | 4 | 5): Record<string, string> {
  const plans = useQuery(
    listPurchasePlansQueryOptions({ query: { status: 2, purchaseType, pageNum: 1, pageSize: 100 } }),
  );
  return Object.fromEntries((plans.data?.records ?? []).map((plan) => [plan.id, `${plan.planNo} ${plan.planName}`]));
}
