import type { components } from '@zc/sdk';
import { ChoiceCard } from '@/features/orders/ChoiceCard.tsx';
import { formatMoney } from '@/shared/format/money.ts';

type OrderCheckResult = components['schemas']['OrderCheckResult'];

/**
 * 采购计划: the approved plans that cover the goods, each with what it has left. Where the order must execute a plan
 * (over the buyer's category quota) it says so; otherwise a plan is optional (不绑定). A plan order shows its own plan.
 */
export function PlanChoice({
  rule,
  planId,
  onChoose,
  fixed,
}: {
  rule: OrderCheckResult | undefined;
  planId: string | undefined;
  onChoose: (planId: string | undefined) => void;
  fixed?: boolean;
}) {
  const plans = (rule?.plans ?? []).filter((plan) => !fixed || plan.id === planId);
  if (!rule || (!rule.planRequired && plans.length === 0 && !fixed)) return null;
  return (
    <section aria-label="采购计划" className="mt-4 bg-white px-6 py-4">
      <h2 className="mb-3 text-base font-semibold">采购计划</h2>
      {rule.planRequired && !fixed && (
        <p className="mb-3 text-sm text-orange-700">
          本单超出您的类目采购额度，须绑定一个已审批、在有效期内且包含所购商品的采购计划。
        </p>
      )}
      {plans.length === 0 && !fixed ? (
        <p className="text-sm text-slate-500">
          没有可用的采购计划，请先在工作台“采购计划”中新增计划并通过审批，或减少所购商品。
        </p>
      ) : (
        <div role="radiogroup" aria-label="选择采购计划" className="flex flex-wrap gap-3">
          {plans.map((plan) => (
            <ChoiceCard
              key={plan.id}
              name="plan"
              label={plan.planName}
              checked={plan.id === planId}
              onChoose={() => onChoose(plan.id)}
            >
              <strong className="truncate text-sm text-slate-800">{plan.planName}</strong>
              <span className="truncate">
                {plan.planNo}
                {plan.endDate && ` 至 ${plan.endDate}`}
              </span>
              <span>
                剩余金额 <span className="text-red-600">¥{formatMoney(plan.availableAmount)}</span>
              </span>
            </ChoiceCard>
          ))}
          {!rule.planRequired && !fixed && (
            <ChoiceCard name="plan" label="不绑定采购计划" checked={!planId} onChoose={() => onChoose(undefined)}>
              <strong className="text-sm text-slate-800">不绑定采购计划</strong>
              <span>在类目采购额度内直接下单</span>
            </ChoiceCard>
          )}
        </div>
      )}
    </section>
  );
}
