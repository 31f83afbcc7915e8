import type { components } from '@zc/sdk';
import { workflowTaskBusinessTypeLabels } from '@zc/sdk/labels';
import { useApproveTask, useGetTaskDetail, useRejectTask } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ApprovalSubject } from './ApprovalSubject.tsx';
import { InstanceProgress } from './InstanceProgress.tsx';
import { decisionFields, taskDecisionSchema } from './task-form.ts';

type Task = components['schemas']['WorkflowTask'];
type Detail = components['schemas']['TaskDetail'];

export const taskItems = (task: Task) => [
  { label: '流程名称', value: task.processName },
  { label: '当前节点', value: task.name },
  { label: '业务类型', value: labelOf(workflowTaskBusinessTypeLabels, task.businessType) },
  { label: '业务单号', value: task.businessNo },
  { label: '申请人', value: task.applicantName },
  { label: '到达时间', value: formatDateTime(task.createTime) },
];

interface TaskDialogProps {
  onClose: () => void;
  /** The domains the decision changes besides the flow's (a project's phase): their lists refresh. */
  invalidates?: string[];
}

function DecisionForm({ detail, onClose, invalidates }: TaskDialogProps & { detail: Detail }) {
  const approve = useApproveTask({ invalidates });
  const reject = useRejectTask({ invalidates });
  const { task } = detail;
  const fields = decisionFields(detail.formProperties);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`办理任务：${task.name}`}
      width="w-[960px]"
      submitText="提交"
      schema={taskDecisionSchema}
      // No decision is made for the approver: 同意 is chosen as deliberately as 驳回.
      defaultValues={{ comment: '' }}
      onSubmit={async ({ approval, comment }) => {
        const input = { path: { taskId: task.id }, body: { comment } };
        if (approval === 1) await reject.mutateAsync({ ...input, body: { comment: comment ?? '' } });
        else await approve.mutateAsync(input);
        toast.success(approval === 1 ? '已驳回' : '已同意');
      }}
    >
      {(form) => (
        <>
          <Details title="任务信息" items={taskItems(task)} />
          <ApprovalSubject task={task} />
          <section aria-label="审批" className="flex flex-col gap-2 rounded bg-white p-4">
            <div className="w-60">
              <SelectField form={form} name="approval" label={fields.choiceLabel} options={fields.options} required />
            </div>
            <TextAreaField form={form} name="comment" label={fields.opinionLabel} rows={3} />
          </section>
          <InstanceProgress of={{ processInstanceId: task.processInstanceId }} />
        </>
      )}
    </FormDialog>
  );
}

/** A to-do handled: the task, what it approves, the form its flow defines (agree, or reject with a reason), the flow and its history. */
export function TaskDialog({ taskId, onClose, invalidates }: TaskDialogProps & { taskId: string }) {
  const detail = useGetTaskDetail({ path: { taskId } });
  if (detail.data) return <DecisionForm detail={detail.data} onClose={onClose} invalidates={invalidates} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="办理任务">
      <QueryState query={detail}>{() => null}</QueryState>
    </Dialog>
  );
}
