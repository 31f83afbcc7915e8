import { useQuery } from '@tanstack/react-query';
import { type components, pageProjects } from '@zc/sdk';
import { projectStatusLabels, purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import { getProjectQueryOptions, listProjectPlanLinksQueryOptions, useUnlinkProjectPlan } from '@zc/sdk/react';
import { useState } from 'react';
import { type ModeId, modes, type Project, type ProjectMode } from '@/features/purchase/projects/modes.ts';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { projectFilters } from '../filters.ts';
import { LinkPlanDialog } from './LinkPlanDialog.tsx';

type Link = components['schemas']['ProjectPlanLink'];

const contactChooser = (mode: ProjectMode) =>
  chooser({
    noun: `${mode.word}项目`,
    operation: pageProjects,
    filters: projectFilters,
    query: { projectType: mode.projectType },
    columns: columnsOf<Project>({
      projectNo: '项目编号',
      projectName: '项目名称',
      status: ['项目状态', projectStatusLabels],
      budgetAmount: ['项目预算', 'money'],
    }),
    open: (project) => ({ id: project.id }),
    name: (project) => project.projectName,
  });

/** {mode}关联采购计划 (`?id=`): the purchase plans a project buys for, each carrying part of its budget. */
export function ProjectContactPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const { id: projectId } = usePageSearch(mode.routes.contact);
  return (
    <RecordPage id={projectId} chooser={contactChooser(mode)} load={(id) => getProjectQueryOptions({ path: { id } })}>
      {(project) => <PlanLinks mode={mode} project={project} />}
    </RecordPage>
  );
}

/** A cancelled project or an invalid bid spends nothing; once the picketage is applied for, its links stay. */
const linkable = (project: Project) => project.status !== 11 && project.status !== 12;
const unlinkable = (project: Project) => project.status !== 9 && project.status !== 10;

function PlanLinks({ mode, project }: { mode: ProjectMode; project: Project }) {
  const links = useQuery(listProjectPlanLinksQueryOptions({ path: { projectId: project.id } }));
  const [linking, setLinking] = useState(false);
  // What the plans have left changes with their links.
  const unlink = useUnlinkProjectPlan({ invalidates: ['plans'] });
  const budget = project.budgetAmount ?? 0;
  const linked = twoDecimals((links.data ?? []).reduce((sum, link) => sum + link.amount, 0));
  const remove = async (link: Link) => {
    const message = `解除后，该计划承担的${formatMoney(link.amount)}将退回采购计划“${link.planName}”。`;
    if (!(await confirm({ title: '解除关联', message, confirmText: '解除关联', danger: true }))) return;
    await unlink.mutateAsync({ path: { id: link.id } });
    toast.success('已解除关联');
  };
  const columns = columnsOf<Link>({
    planNo: '计划编号',
    planName: '计划名称',
    purchaseType: ['采购方式', purchasePlanPurchaseTypeLabels],
    amount: ['关联金额', 'money'],
    planAmount: ['计划金额', 'money'],
    availableAmount: ['计划剩余金额', 'money'],
    createTime: ['关联时间', 'dateTime'],
    ...(unlinkable(project) && {
      actions: {
        header: '操作',
        cell: (link: Link) => (
          <Button variant="text" size="sm" onClick={() => remove(link)}>
            解除关联
          </Button>
        ),
      },
    }),
  });
  const actions = linkable(project) && linked < budget && (
    <Button variant="primary" size="sm" onClick={() => setLinking(true)}>
      关联采购计划
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      <Details
        title={`${mode.word}项目：${project.projectName}`}
        actions={actions}
        items={[
          { label: '项目编号', value: project.projectNo },
          { label: '项目状态', value: projectStatusLabels[project.status] },
          { label: '项目预算', value: formatMoney(budget) },
          { label: '已关联金额', value: formatMoney(linked) },
          { label: '待关联金额', value: formatMoney(twoDecimals(budget - linked)) },
        ]}
      />
      <QueryState query={links}>
        {(rows) => <TableSection label="已关联采购计划" columns={columns} records={rows} />}
      </QueryState>
      {linking && (
        <LinkPlanDialog
          mode={mode}
          project={project}
          unlinked={twoDecimals(budget - linked)}
          onClose={() => setLinking(false)}
        />
      )}
    </div>
  );
}
