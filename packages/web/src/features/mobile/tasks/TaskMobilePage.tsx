import { Link } from '@tanstack/react-router';
import { pageTodoTasks } from '@zc/sdk';
import { workflowTaskBusinessTypeLabels } from '@zc/sdk/labels';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { InfiniteRows, MobileHeader } from '../shared/kit.tsx';

/** The to-dos of a task list on a phone, each opening its task; `none` when there are none. */
export function TaskRows({ none }: { none: string }) {
  const tasks = useInfiniteList(pageTodoTasks, { query: {} }, 10);
  return (
    <InfiniteRows list={tasks} label="待办列表" none={none}>
      {(task) => (
        <li key={task.id}>
          <Link
            to="/activitiDetailMobile"
            search={{ id: task.id }}
            className="flex flex-col gap-1 rounded-lg bg-white p-3 text-sm"
          >
            <span className="flex justify-between gap-2">
              <span className="truncate font-medium">{task.processName}</span>
              <span className="shrink-0 text-xs text-brand">
                {labelOf(workflowTaskBusinessTypeLabels, task.businessType)}
              </span>
            </span>
            <span className="text-xs text-slate-500">
              {task.name} · {task.businessNo} · {task.applicantName}
            </span>
            <span className="text-xs text-slate-500">{formatDateTime(task.createTime)}</span>
          </Link>
        </li>
      )}
    </InfiniteRows>
  );
}

/** 待办: the approvals waiting for the signed-in user. */
export function TaskMobilePage() {
  return (
    <main>
      <MobileHeader title="待办审批" />
      <TaskRows none="暂无待办" />
    </main>
  );
}
