import { pageTodoTasks } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useInstanceDialog } from '../shared/InstanceDialog.tsx';
import { TaskDialog } from '../shared/TaskDialog.tsx';
import { todoFilters } from './filters.ts';
import { taskColumns } from './task-columns.tsx';

/** 待办任务: the tasks waiting for the signed-in user, as assignee or candidate, each handled in its flow's form. */
export function TodoTaskListPage() {
  const list = useList(pageTodoTasks, todoFilters);
  const [handling, setHandling] = useState<string>();
  const progress = useInstanceDialog();
  const columns = taskColumns((task) => (
    <RowActions
      actions={[
        { label: '办理', onClick: () => setHandling(task.id) },
        {
          label: '流程进度',
          onClick: () => progress.show({ processInstanceId: task.processInstanceId, title: task.processName }),
        },
      ]}
    />
  ));
  return (
    <>
      <ListPage label="待办任务列表" list={list} columns={columns} />
      {handling && <TaskDialog taskId={handling} onClose={() => setHandling(undefined)} />}
      {progress.dialog}
    </>
  );
}
