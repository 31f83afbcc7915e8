import { type components, deleteViolationRecord, updateViolationRecord } from '@zc/sdk';
import { useDeleteViolationRecord, useUpdateViolationRecord } from '@zc/sdk/react';
import { violationRecordFormSchema } from '@zc/sdk/schemas';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Violation = components['schemas']['ViolationRecord'];

/** 处理 and 编辑 (while pending), 撤销 and 删除 (after asking). */
export function ViolationRowActions({ record, onEdit }: { record: Violation; onEdit: (record: Violation) => void }) {
  const update = useUpdateViolationRecord();
  const remove = useDeleteViolationRecord();
  const [mayEdit, mayRemove] = [useMayCall(updateViolationRecord), useMayCall(deleteViolationRecord)];
  const setStatus = (status: 1 | 2) =>
    update.mutateAsync({ body: { ...bodyOf(violationRecordFormSchema, record), id: record.id, status } });
  const ask = (title: string, message: string, confirmText: string) =>
    confirm({ title, message, confirmText, danger: true });
  return (
    <RowActions
      inline={3}
      actions={[
        {
          label: '处理',
          hidden: !mayEdit || record.status !== 0,
          onClick: () => setStatus(1).then(() => toast.success('已处理')),
        },
        { label: '编辑', hidden: !mayEdit || record.status === 2, onClick: () => onEdit(record) },
        {
          label: '撤销',
          hidden: !mayEdit || record.status === 2,
          onClick: async () => {
            if (
              await ask(
                '撤销违规记录',
                `确定撤销对“${record.supplierName}”的这条违规记录吗？撤销后不能再修改。`,
                '撤销',
              )
            )
              await setStatus(2).then(() => toast.success('已撤销'));
          },
        },
        {
          label: '删除',
          danger: true,
          hidden: !mayRemove,
          onClick: async () => {
            if (
              await ask('删除违规记录', `确定删除对“${record.supplierName}”的这条违规记录吗？删除后不可恢复。`, '删除')
            )
              await remove.mutateAsync({ path: { id: record.id } }).then(() => toast.success('已删除'));
          },
        },
      ]}
    />
  );
}
