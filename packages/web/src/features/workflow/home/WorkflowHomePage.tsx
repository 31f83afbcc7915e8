import { Link } from '@tanstack/react-router';
import { pageAllTasks, pageProcessDefinitions } from '@zc/sdk';
import { workflowTaskBusinessTypeLabels } from '@zc/sdk/labels';
import {
  usePageAllTasks,
  usePageDoneTasks,
  usePageOrderApprovalTasks,
  usePageProcessDefinitions,
  usePageTodoTasks,
} from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { HomeSection } from '@/shared/ui/WorkbenchHome/WorkbenchHome.tsx';
import { TaskDialog } from '../shared/TaskDialog.tsx';

/** How many rows a list has: its first page of one row. */
const countOnly = { query: { page: 1, limit: 1 } };
const newest = 5;

function Figure({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  return (
    <li>
      <Link to={to as never} className="flex flex-col gap-1 rounded border border-slate-100 p-3 hover:border-brand">
        <span className="text-2xl font-semibold text-slate-800">{count ?? '--'}</span>
        <span className="text-sm text-slate-500">{label}</span>
      </Link>
    </li>
  );
}

/** 首页 of the approval center: what waits for the signed-in user and what they handled, the newest to-dos to handle. */
export function WorkflowHomePage() {
  const mayListAll = useMayCall(pageAllTasks);
  const mayListDefinitions = useMayCall(pageProcessDefinitions);
  const administers = mayListAll && mayListDefinitions;
  const todo = usePageTodoTasks({ query: { page: 1, limit: newest } });
  const done = usePageDoneTasks(countOnly);
  const orders = usePageOrderApprovalTasks(countOnly);
  const running = usePageAllTasks(countOnly, { enabled: administers });
  const definitions = usePageProcessDefinitions(countOnly, { enabled: administers });
  const [handling, setHandling] = useState<string>();
  return (
    <div className="flex flex-col gap-3">
      <HomeSection title="审批概览">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Figure to="/task" label="我的待办" count={todo.data?.total} />
          <Figure to="/done" label="我的已办" count={done.data?.total} />
          <Figure to="/activitiOrder" label="待审批订单" count={orders.data?.total} />
          {administers && <Figure to="/taskAll" label="运行中任务" count={running.data?.total} />}
          {administers && <Figure to="/definition" label="流程定义" count={definitions.data?.total} />}
        </ul>
      </HomeSection>
      <HomeSection title="最新待办">
        {todo.data?.records.length === 0 && <p className="py-6 text-center text-sm text-slate-500">暂无待办任务</p>}
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {todo.data?.records.map((task) => (
            <li key={task.id} className="flex items-center gap-4 py-2">
              <span className="w-20 shrink-0 text-slate-500">
                {labelOf(workflowTaskBusinessTypeLabels, task.businessType)}
              </span>
              <span className="min-w-0 flex-1 truncate" title={task.processName}>
                {task.processName}：{task.name}
              </span>
              <span className="shrink-0 text-slate-500">{formatDateTime(task.createTime)}</span>
              <Button variant="text" size="sm" onClick={() => setHandling(task.id)}>
                办理<span className="sr-only">：{task.processName}</span>
              </Button>
            </li>
          ))}
        </ul>
      </HomeSection>
      {handling && <TaskDialog taskId={handling} onClose={() => setHandling(undefined)} />}
    </div>
  );
}
