import { type components, listPurchasePlans } from '@zc/sdk';
import { planStatusLabels, purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { PlanQuota } from '@/features/plans/PlanQuota.tsx';
import { validityOf } from '@/features/plans/PlanSections.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { planFilters } from './filters.ts';
import { type PlanAction, PlanActions } from './PlanActions.tsx';
import { PlanDetailDialog } from './PlanDetailDialog.tsx';
import { PlanFormDialog } from './PlanFormDialog.tsx';

type Plan = components['schemas']['PurchasePlan'];

/** 采购计划: the organisation's plans and the year's quota; add, edit, submit, delete, view goods and check log. */
export function PlanListPage() {
  const list = useList(listPurchasePlans, planFilters);
  const [open, setOpen] = useState<PlanAction | { kind: 'new' }>();
  const close = () => setOpen(undefined);
  const columns = columnsOf<Plan>({
    planNo: '计划编号',
    planName: '计划名称',
    purchaseType: ['采购方式', purchasePlanPurchaseTypeLabels],
    planAmount: ['计划金额', 'money'],
    usedAmount: ['已使用金额', 'money'],
    validity: { header: '有效期', cell: validityOf },
    status: ['计划状态', planStatusLabels],
    applicantName: '申请人',
    createTime: ['创建时间', 'dateTime'],
    actions: { header: '操作', cell: (plan) => <PlanActions plan={plan} onOpen={setOpen} /> },
  });
  const toolbar = (
    <Button variant="primary" onClick={() => setOpen({ kind: 'new' })}>
      新增采购计划
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      <PlanQuota />
      <ListPage label="采购计划" list={list} toolbar={toolbar} columns={columns} />
      {open?.kind === 'new' && <PlanFormDialog plan="new" onClose={close} />}
      {(open?.kind === 'edit' || open?.kind === 'submit') && (
        <PlanFormDialog plan={open.plan} submit={open.kind === 'submit'} onClose={close} />
      )}
      {open?.kind === 'view' && <PlanDetailDialog plan={open.plan} onClose={close} />}
    </div>
  );
}
