import { type components, listPurchasePlansToCheck } from '@zc/sdk';
import { purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { validityOf } from '@/features/plans/PlanSections.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { planCheckFilters } from './filters.ts';
import { PlanCheckForm } from './PlanCheckForm.tsx';
import { PlanDetailDialog } from './PlanDetailDialog.tsx';

type Plan = components['schemas']['PurchasePlan'];

/** 采购计划审批: the plans waiting for the signed-in approver; open one, read its goods and log, approve or refuse. */
export function PlanCheckPage() {
  const list = useList(listPurchasePlansToCheck, planCheckFilters);
  const [checking, setChecking] = useState<Plan>();
  const columns = columnsOf<Plan>({
    planNo: '计划编号',
    planName: '计划名称',
    purchaseType: ['采购方式', purchasePlanPurchaseTypeLabels],
    planAmount: ['计划金额', 'money'],
    validity: { header: '有效期', cell: validityOf },
    purchaserName: '采购单位',
    applicantName: '申请人',
    createTime: ['创建时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (plan) => <RowActions actions={[{ label: '审批', onClick: () => setChecking(plan) }]} />,
    },
  });
  return (
    <>
      <ListPage label="待审批采购计划" list={list} columns={columns} />
      {checking && (
        <PlanDetailDialog plan={checking} onClose={() => setChecking(undefined)}>
          <PlanCheckForm plan={checking} onDone={() => setChecking(undefined)} />
        </PlanDetailDialog>
      )}
    </>
  );
}
