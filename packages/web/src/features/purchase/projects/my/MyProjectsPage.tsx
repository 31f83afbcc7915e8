import { useNavigate } from '@tanstack/react-router';
import { pageProjects } from '@zc/sdk';
import { useBuyProjectAgain } from '@zc/sdk/react';
import { useState } from 'react';
import { projectColumns } from '@/features/projects/project-columns.tsx';
import { useProjectInterventions } from '@/features/projects/project-interventions.tsx';
import { type ModeId, modes, type Project } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { projectFilters } from '../filters.ts';
import { NextStep } from './NextStep.tsx';
import { ReceiptDialog } from './ReceiptDialog.tsx';

/** A project that has ended (decided, an invalid bid or cancelled) may be bought again. */
const ended = (project: Project) => project.status >= 10;

/**
 * 我的{mode}: the organisation's projects of the mode, by phase, each with its next step and what its phase allows:
 * 关联采购计划 unless it ended without a deal, 取消 and 流标 with a reason, 收票信息 once decided, 再次采购 (a new draft
 * of the same goods and rules, opened in the form) once it ended.
 */
export function MyProjectsPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const navigate = useNavigate();
  const list = useList(pageProjects, projectFilters, { query: { projectType: mode.projectType } });
  const interventions = useProjectInterventions();
  const [invoicing, setInvoicing] = useState<Project>();
  const buyAgain = useBuyProjectAgain();
  const copy = async (project: Project) => {
    const draft = await buyAgain.mutateAsync({ path: { id: project.id } });
    toast.success(`已按原项目新建${mode.word}草稿，请核对后保存`);
    await navigate({ to: mode.routes.add, search: { id: draft.id } });
  };
  const columns = [
    ...projectColumns,
    ...columnsOf<Project>({
      actions: {
        header: '操作',
        cell: (project) => (
          <span className="flex gap-3">
            <NextStep mode={mode} project={project} />
            <RowActions
              actions={[
                { label: '收票信息', hidden: project.status !== 10, onClick: () => setInvoicing(project) },
                { label: '再次采购', hidden: !ended(project), onClick: () => copy(project) },
                ...interventions.actionsOf(project),
                {
                  label: '关联采购计划',
                  hidden: project.status >= 11,
                  onClick: () => navigate({ to: mode.routes.contact, search: { id: project.id } }),
                },
              ]}
            />
          </span>
        ),
      },
    }),
  ];
  const toolbar = (
    <Button variant="primary" onClick={() => navigate({ to: mode.routes.add, search: {} })}>
      新增{mode.word}
    </Button>
  );
  return (
    <>
      <ListPage label={`我的${mode.word}`} list={list} columns={columns} toolbar={toolbar} />
      {interventions.dialogs}
      {invoicing && <ReceiptDialog project={invoicing} onClose={() => setInvoicing(undefined)} />}
    </>
  );
}
