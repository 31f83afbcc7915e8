import { pageAllTasks } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useInstanceDialog } from '../shared/InstanceDialog.tsx';
import { allTaskFilters } from './filters.ts';
import { taskColumns } from './task-columns.tsx';

/** 全部任务: every running task of the platform, whoever holds it, with where its process stands. */
export function AllTaskListPage() {
  const list = useList(pageAllTasks, allTaskFilters);
  const progress = useInstanceDialog();
  const columns = taskColumns(
    (task) => progress.button({ processInstanceId: task.processInstanceId, title: task.processName }),
    true,
  );
  return (
    <>
      <ListPage label="全部任务列表" list={list} columns={columns} />
      {progress.dialog}
    </>
  );
}
