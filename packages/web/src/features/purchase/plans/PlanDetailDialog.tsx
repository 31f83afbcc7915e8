import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { planCheckLogResultLabels, planStatusLabels, purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import {
  getPlanApproveAndCcUsersQueryOptions,
  getPlanCheckLogsQueryOptions,
  listPlanGoodsQueryOptions,
} from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { BusinessFlowDiagram } from '@/features/workflow/shared/InstanceProgress.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type Plan = components['schemas']['PurchasePlan'];

export const validityOf = (plan: Plan) => (plan.startDate ? `${plan.startDate} 至 ${plan.endDate ?? ''}` : '--');

/** A plan with its goods, approvers and check log; `children` holds what the viewer may do (approve, say). */
export function PlanDetailDialog({
  plan,
  onClose,
  children,
}: {
  plan: Plan;
  onClose: () => void;
  children?: ReactNode;
}) {
  const path = { path: { id: plan.id } };
  const goods = useQuery(listPlanGoodsQueryOptions({ query: { planId: plan.id } }));
  const logs = useQuery(getPlanCheckLogsQueryOptions(path));
  const people = useQuery(getPlanApproveAndCcUsersQueryOptions(path));
  const names = (users: { name: string }[] | undefined) => users?.map((user) => user.name).join('、');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`采购计划 ${plan.planNo}`} width="w-[960px]">
      <div className="flex flex-col gap-3 bg-slate-50 p-1">
        <Details
          title="计划信息"
          items={[
            { label: '计划名称', value: plan.planName },
            { label: '采购方式', value: purchasePlanPurchaseTypeLabels[plan.purchaseType] },
            { label: '计划状态', value: planStatusLabels[plan.status] },
            { label: '计划金额', value: formatMoney(plan.planAmount) },
            { label: '已使用金额', value: formatMoney(plan.usedAmount) },
            { label: '有效期', value: validityOf(plan) },
            { label: '申请人', value: plan.applicantName },
            { label: '审批人', value: names(people.data?.approvers) },
            { label: '抄送人', value: names(people.data?.ccUsers) },
            { label: '备注', value: plan.remark, span: 3 },
          ]}
        />
        <TableSection
          label="计划商品"
          records={goods.data ?? []}
          columns={columnsOf<components['schemas']['PurchasePlanItem']>({
            goodsName: '商品名称',
            spec: '规格型号',
            unit: '单位',
            price: ['计划单价', 'money'],
            num: '数量',
            amount: ['金额', 'money'],
            orderedNum: '已下单数量',
          })}
        />
        <TableSection
          label="审批记录"
          records={logs.data ?? []}
          columns={columnsOf<components['schemas']['PlanCheckLog']>({
            nodeName: '审批节点',
            checkUserName: '审批人',
            result: ['审批结果', planCheckLogResultLabels],
            opinion: '审批意见',
            checkTime: ['审批时间', 'dateTime'],
          })}
        />
        <BusinessFlowDiagram businessKey={plan.id} />
        {children}
      </div>
    </Dialog>
  );
}
