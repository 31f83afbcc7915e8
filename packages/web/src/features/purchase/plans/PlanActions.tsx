import { useNavigate } from '@tanstack/react-router';
import { checkPlanValidity, type components } from '@zc/sdk';
import { useDeletePurchasePlan } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Plan = components['schemas']['PurchasePlan'];
export type PlanAction = { kind: 'view' | 'edit' | 'submit'; plan: Plan };

/**
 * 查看; for a draft or rejected plan 编辑, 提交审批 and 删除 (asked first); for an approved one 校验有效性, and 下单 of
 * its goods in the mall when it is a 商城直购 plan.
 */
export function PlanActions({ plan, onOpen }: { plan: Plan; onOpen: (action: PlanAction) => void }) {
  const remove = useDeletePurchasePlan();
  const navigate = useNavigate();
  const editable = plan.status === 0 || plan.status === 3;
  const removePlan = async () => {
    if (!(await confirm({ title: '删除采购计划', message: `确定删除采购计划“${plan.planName}”吗？` }))) return;
    await remove.mutateAsync({ path: { id: plan.id } });
    toast.success('采购计划已删除');
  };
  const checkValidity = async () => {
    const validity = await checkPlanValidity({ path: { id: plan.id } });
    if (validity.valid) toast.success(`采购计划有效，剩余金额 ${formatMoney(validity.availableAmount)}`);
    else toast.error(validity.message ?? '采购计划不可执行');
  };
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '查看', onClick: () => onOpen({ kind: 'view', plan }) },
        { label: '编辑', hidden: !editable, onClick: () => onOpen({ kind: 'edit', plan }) },
        { label: '提交审批', hidden: !editable, onClick: () => onOpen({ kind: 'submit', plan }) },
        {
          label: '下单',
          hidden: plan.status !== 2 || plan.purchaseType !== 1,
          onClick: () => void navigate({ to: '/purchase-plan-order', search: { id: plan.id } }),
        },
        { label: '校验有效性', hidden: plan.status !== 2, onClick: checkValidity },
        { label: '删除', danger: true, hidden: !editable, onClick: removePlan },
      ]}
    />
  );
}
