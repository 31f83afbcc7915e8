import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { planStatusLabels, purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import { getPlanApproveAndCcUsersQueryOptions, listPlanGoodsQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { PlanQuota } from './PlanQuota.tsx';

type Plan = components['schemas']['PurchasePlan'];

export const validityOf = (plan: Plan) => (plan.startDate ? `${plan.startDate} 至 ${plan.endDate ?? ''}` : '--');

const lineColumns = columnsOf<components['schemas']['PurchasePlanItem']>({
  goodsName: '商品名称',
  spec: '规格型号',
  unit: '单位',
  price: ['计划单价', 'money'],
  num: '数量',
  amount: ['金额', 'money'],
  orderedNum: '已下单数量',
});

/**
 * What a plan asks for, as its buyer and its approver read it: its facts and budget, its lines with their amounts,
 * and the organisation's quota left in the plan's year.
 */
export function PlanSections({ plan }: { plan: Plan }) {
  const path = { path: { id: plan.id } };
  const goods = useQuery(listPlanGoodsQueryOptions({ query: { planId: plan.id } }));
  const people = useQuery(getPlanApproveAndCcUsersQueryOptions(path));
  const names = (users: { name: string }[] | undefined) => users?.map((user) => user.name).join('、');
  return (
    <>
      <Details
        title="计划信息"
        items={[
          { label: '计划编号', value: plan.planNo },
          { label: '计划名称', value: plan.planName },
          { label: '采购方式', value: purchasePlanPurchaseTypeLabels[plan.purchaseType] },
          { label: '计划状态', value: planStatusLabels[plan.status] },
          { label: '有效期', value: validityOf(plan) },
          { label: '计划金额', value: formatMoney(plan.planAmount) },
          { label: '已使用金额', value: formatMoney(plan.usedAmount) },
          { label: '剩余预算', value: formatMoney(plan.planAmount - (plan.usedAmount ?? 0)) },
          { label: '申请人', value: plan.applicantName },
          { label: '审批人', value: names(people.data?.approvers) },
          { label: '抄送人', value: names(people.data?.ccUsers) },
          { label: '备注', value: plan.remark, span: 3 },
        ]}
      />
      <TableSection label="计划商品" records={goods.data ?? []} columns={lineColumns} />
      <PlanQuota year={Number(plan.startDate?.slice(0, 4)) || undefined} mine={false} />
    </>
  );
}
