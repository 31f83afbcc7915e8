import { auditRemarkSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

const refusalSchema = z.object({ auditRemark: auditRemarkSchema });

export interface RefuseDialogProps {
  /** 驳回 or 撤销通过: the button, and the message once done. */
  action: string;
  /** The dialog's title, with whom it concerns. */
  title: string;
  /** What the refusal does to the account, said before it is done. */
  warning: string;
  onRefuse: (auditRemark: string) => Promise<unknown>;
  onClose: () => void;
}

/** Refuses a registration, or withdraws its approval, with the reason the refused user reads. */
export function RefuseDialog({ action, title, warning, onRefuse, onClose }: RefuseDialogProps) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      schema={refusalSchema}
      width="w-[520px]"
      defaultValues={{ auditRemark: '' }}
      submitText={action}
      onSubmit={async ({ auditRemark }) => {
        await onRefuse(auditRemark);
        toast.success(`已${action}`);
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-amber-700">{warning}</p>
          <TextAreaField
            form={form}
            name="auditRemark"
            label={`${action}原因`}
            required
            hint="最多 200 个字符，对方可见"
          />
        </>
      )}
    </FormDialog>
  );
}
