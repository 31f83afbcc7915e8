import { useQuery } from '@tanstack/react-query';
import { checkPlanValidityQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';

/** What a chosen plan has left (orders and linked projects counted), or why it cannot take more. */
export function PlanState({ planId }: { planId: string }) {
  const validity = useQuery(checkPlanValidityQueryOptions({ path: { id: planId } }));
  if (!validity.data) return null;
  return validity.data.valid ? (
    <p className="text-sm text-slate-600">
      计划剩余金额：<span className="font-medium text-slate-800">{formatMoney(validity.data.availableAmount)}</span>
    </p>
  ) : (
    <p role="alert" className="text-sm text-red-600">
      {validity.data.message}
    </p>
  );
}
