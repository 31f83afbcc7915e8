import { useQuery } from '@tanstack/react-query';
import { pageProjects } from '@zc/sdk';
import { pageTodoTasksQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { projectColumns } from '@/features/projects/project-columns.tsx';
import { type ModeId, modes, type Project } from '@/features/purchase/projects/modes.ts';
import { useInstanceDialog } from '@/features/workflow/shared/InstanceDialog.tsx';
import { TaskDialog } from '@/features/workflow/shared/TaskDialog.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { checkFilters } from '../filters.ts';

/** 采购项目: the business type of the approval flows projects are submitted to. */
const projectFlows = 3;

/**
 * {mode}审批: the mode's projects waiting for approval (审核中). A project whose current step is the signed-in
 * approver's is handled in its flow's task form (同意, or 驳回 with a reason, the history and the diagram beside it).
 */
export function ProjectCheckPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pageProjects, checkFilters, { query: { projectType: mode.projectType, status: 1 } });
  // The approver's to-dos of projects, by project: an approver has few at a time, the largest page holds them all.
  const tasks = useQuery({
    ...pageTodoTasksQueryOptions({ query: { businessType: projectFlows, page: 1, limit: 500 } }),
    select: (page) => new Map(page.records.map((task) => [task.businessKey, task])),
  });
  const [handling, setHandling] = useState<string>();
  const progress = useInstanceDialog();
  const columns = [
    ...projectColumns,
    ...columnsOf<Project>({
      actions: {
        header: '操作',
        cell: (project) => {
          const task = tasks.data?.get(project.id);
          if (!task) return <span className="text-slate-500">待他人审批</span>;
          return (
            <RowActions
              actions={[
                { label: '审批', onClick: () => setHandling(task.id) },
                {
                  label: '流程进度',
                  onClick: () =>
                    progress.show({ processInstanceId: task.processInstanceId, title: project.projectName }),
                },
              ]}
            />
          );
        },
      },
    }),
  ];
  return (
    <>
      <ListPage label={`待审核${mode.word}项目`} list={list} columns={columns} />
      {handling && (
        <TaskDialog taskId={handling} invalidates={[pageProjects.meta.tag]} onClose={() => setHandling(undefined)} />
      )}
      {progress.dialog}
    </>
  );
}
