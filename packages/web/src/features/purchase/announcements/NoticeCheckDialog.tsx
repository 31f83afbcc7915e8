import { useCheckPurchaseNotice } from '@zc/sdk/react';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { Notice } from './notice-columns.tsx';
import { passNoticeSchema, rejectNoticeSchema } from './notice-form.ts';

/** Publishes a notice waiting for the approver (result 1, an optional opinion) or sends it back (result 2, a reason). */
export function NoticeCheckDialog({ notice, result, onClose }: { notice: Notice; result: 1 | 2; onClose: () => void }) {
  const check = useCheckPurchaseNotice();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${result === 1 ? '通过' : '驳回'}公告：${notice.title}`}
      schema={result === 1 ? passNoticeSchema : rejectNoticeSchema}
      defaultValues={{ opinion: '' }}
      onSubmit={async ({ opinion }) => {
        await check.mutateAsync({ body: { id: notice.id, result, opinion } });
        toast.success(result === 1 ? '审核通过，公告已发布' : '已驳回公告');
        onClose();
      }}
    >
      {(form) => (
        <TextAreaField
          form={form}
          name="opinion"
          label={result === 1 ? '审核意见' : '驳回原因'}
          required={result === 2}
        />
      )}
    </FormDialog>
  );
}
