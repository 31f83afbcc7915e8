import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { refuseSchema } from './order-forms.ts';

/** Asks why before refusing a purchaser's request (buy-number change, after-sale); the reason is required. */
export function RefuseDialog({
  title,
  onRefuse,
  onClose,
}: {
  title: string;
  onRefuse: (remark: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      schema={refuseSchema}
      defaultValues={{ remark: '' }}
      onSubmit={({ remark }) => onRefuse(remark)}
    >
      {(form) => <TextAreaField form={form} name="remark" label="拒绝原因" required />}
    </FormDialog>
  );
}
