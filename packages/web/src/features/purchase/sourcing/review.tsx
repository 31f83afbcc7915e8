import { useQuery } from '@tanstack/react-query';
import { pageSourcingChecks } from '@zc/sdk';
import { pageTodoTasksQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useInstanceDialog } from '@/features/workflow/shared/InstanceDialog.tsx';
import { TaskDialog } from '@/features/workflow/shared/TaskDialog.tsx';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import type { Sourcing } from './sourcing-columns.tsx';

/** 采购项目: the business type of the approval flows inquiries are submitted to, as projects are. */
const projectFlows = 3;

/**
 * The approver's decisions of inquiries: 审批 opens the flow's task form (同意, or 驳回 with a reason, the history and
 * the diagram beside it), 流程进度 the flow's progress; `actionsOf` gives them for an inquiry waiting for the user.
 */
export function useSourcingReview() {
  // The approver's to-dos by inquiry: an approver has few at a time, the largest page holds them all.
  const tasks = useQuery({
    ...pageTodoTasksQueryOptions({ query: { businessType: projectFlows, page: 1, limit: 500 } }),
    select: (page) => new Map(page.records.map((task) => [task.businessKey, task])),
  });
  const [handling, setHandling] = useState<string>();
  const progress = useInstanceDialog();
  const actionsOf = (sourcing: Sourcing): RowAction[] => {
    const task = tasks.data?.get(sourcing.id);
    if (!task) return [];
    return [
      { label: '审批', onClick: () => setHandling(task.id) },
      {
        label: '流程进度',
        onClick: () => progress.show({ processInstanceId: task.processInstanceId, title: sourcing.sourcingName }),
      },
    ];
  };
  const dialogs = (
    <>
      {handling && (
        <TaskDialog
          taskId={handling}
          // The queue and every list of inquiries are of the sourcing domain.
          invalidates={[pageSourcingChecks.meta.tag]}
          onClose={() => setHandling(undefined)}
        />
      )}
      {progress.dialog}
    </>
  );
  return { actionsOf, dialogs };
}
