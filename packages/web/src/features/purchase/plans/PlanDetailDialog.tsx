import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { planCheckLogResultLabels } from '@zc/sdk/labels';
import { getPlanCheckLogsQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { PlanSections } from '@/features/plans/PlanSections.tsx';
import { BusinessFlowDiagram } from '@/features/workflow/shared/InstanceProgress.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type Plan = components['schemas']['PurchasePlan'];

const logColumns = columnsOf<components['schemas']['PlanCheckLog']>({
  nodeName: '审批节点',
  checkUserName: '审批人',
  result: ['审批结果', planCheckLogResultLabels],
  opinion: '审批意见',
  checkTime: ['审批时间', 'dateTime'],
});

/** A plan with its goods, budget, quota, approvers and check log; `children` holds what the viewer may do (approve, say). */
export function PlanDetailDialog({
  plan,
  onClose,
  children,
}: {
  plan: Plan;
  onClose: () => void;
  children?: ReactNode;
}) {
  const logs = useQuery(getPlanCheckLogsQueryOptions({ path: { id: plan.id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`采购计划 ${plan.planNo}`} width="w-[960px]">
      <div className="flex flex-col gap-3 bg-slate-50 p-1">
        <PlanSections plan={plan} />
        <TableSection label="审批记录" records={logs.data ?? []} columns={logColumns} />
        {/* The decision before the diagram: the diagram appears once its chunk and data load, and must not push the
            form away from under the approver's hand. */}
        {children}
        <BusinessFlowDiagram businessKey={plan.id} />
      </div>
    </Dialog>
  );
}
