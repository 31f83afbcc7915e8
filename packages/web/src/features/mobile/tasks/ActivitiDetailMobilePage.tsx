import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { getOrderInfoByIdQueryOptions, getTaskDetailQueryOptions, useApproveTask, useRejectTask } from '@zc/sdk/react';
import { useState } from 'react';
import { InstanceSteps } from '@/features/workflow/shared/InstanceSteps.tsx';
import { taskItems } from '@/features/workflow/shared/TaskDialog.tsx';
import { decisionFields, taskDecisionSchema } from '@/features/workflow/shared/task-form.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { MobileHeader, tap } from '../shared/kit.tsx';
import { TaskRows } from './TaskMobilePage.tsx';

type Detail = components['schemas']['TaskDetail'];
type Task = components['schemas']['WorkflowTask'];

/** The order an order approval is about: supplier, amount and goods. */
function OrderRecord({ orderId }: { orderId: string }) {
  const info = useQuery(getOrderInfoByIdQueryOptions({ path: { id: orderId } })).data;
  if (!info) return null;
  return (
    <section aria-label="订单" className="mt-2 bg-white p-3 text-sm">
      <h2 className="font-medium">订单 {info.order.orderNo}</h2>
      <p className="text-xs text-slate-500">
        {info.order.supplierName} · 金额 <strong className="text-red-600">¥{formatMoney(info.order.totalPrice)}</strong>
      </p>
      <ul className="mt-1 text-xs text-slate-600">
        {info.details.map((line) => (
          <li key={line.id}>
            {line.goodsName} ×{line.buyNum}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Agree, or reject with a reason, in the flow's own words. */
function Decision({ detail }: { detail: Detail }) {
  const { task } = detail;
  const fields = decisionFields(detail.formProperties);
  const approve = useApproveTask();
  const reject = useRejectTask();
  const navigate = useNavigate();
  const [approval, setApproval] = useState<0 | 1>(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const pending = approve.isPending || reject.isPending;
  return (
    <form
      aria-label="审批"
      className="mt-2 flex flex-col gap-2 bg-white p-3 text-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = taskDecisionSchema.safeParse({ approval, comment: comment.trim() || undefined });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
        setProblem(undefined);
        const input = { path: { taskId: task.id }, body: { comment: parsed.data.comment } };
        const done = await (approval === 1
          ? reject.mutateAsync({ ...input, body: { comment: parsed.data.comment ?? '' } })
          : approve.mutateAsync(input)
        ).then(
          () => true,
          () => false,
        );
        if (!done) return;
        toast.success(approval === 1 ? '已驳回' : '已同意');
        await navigate({ to: '/taskMobile' });
      }}
    >
      <fieldset className="flex gap-2">
        <legend className="mb-1">{fields.choiceLabel}</legend>
        {fields.options.map((option) => (
          <label
            key={option.value}
            className={`flex h-11 flex-1 items-center justify-center gap-1 rounded-full border ${Number(option.value) === approval ? 'border-brand text-brand' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="approval"
              className="sr-only"
              checked={Number(option.value) === approval}
              onChange={() => setApproval(Number(option.value) as 0 | 1)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1">
        {fields.opinionLabel}
        <textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={Boolean(problem)}
          className="h-20 rounded border border-slate-200 p-2"
        />
      </label>
      {problem && (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      )}
      <button type="submit" className={approval === 1 ? tap.danger : tap.primary} disabled={pending}>
        提交
      </button>
    </form>
  );
}

function TaskFacts({ task }: { task: Task }) {
  return (
    <dl className="grid grid-cols-[5rem_1fr] gap-y-1 bg-white p-3 text-sm [&_dt]:text-slate-500">
      {taskItems(task).map((item) => (
        <div key={item.label} className="contents">
          <dt>{item.label}</dt>
          <dd className="min-w-0 break-all">{item.value || '--'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A to-do on a phone: the task and its business record, the decision, and the steps of the flow's path. */
export function ActivitiDetailMobilePage() {
  const { id } = usePageSearch('/activitiDetailMobile');
  return (
    <main>
      <MobileHeader title="审批详情" />
      <RecordPage
        id={id}
        chooser={{ noun: '待办', choices: <TaskRows none="暂无待办" /> }}
        load={(id) => getTaskDetailQueryOptions({ path: { taskId: id } })}
      >
        {(detail) => (
          <>
            <TaskFacts task={detail.task} />
            {detail.task.businessType === 2 && detail.task.businessKey && (
              <OrderRecord orderId={detail.task.businessKey} />
            )}
            <Decision detail={detail} />
            <div className="mt-2">
              <InstanceSteps of={{ processInstanceId: detail.task.processInstanceId }} />
            </div>
          </>
        )}
      </RecordPage>
    </main>
  );
}
