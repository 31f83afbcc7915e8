import { itemReportTypeLabels } from '@zc/sdk/labels';
import { useAddItemReport } from '@zc/sdk/react';
import { itemReportFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

const reportSchema = itemReportFormSchema
  .pick({ content: true, contactPhone: true })
  .extend({ reportType: chosen(itemReportFormSchema.shape.reportType) });

/** Reports a goods item to the platform (wrong price, wrong information, counterfeit). */
export function ReportDialog({ goodsId, onClose }: { goodsId: string; onClose: () => void }) {
  const report = useAddItemReport();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="举报商品"
      schema={reportSchema}
      defaultValues={{ reportType: '', content: '', contactPhone: '' }}
      onSubmit={async (values) => {
        await report.mutateAsync({ body: { goodsId, ...values } });
        toast.success('举报已提交，平台将尽快核实处理');
        onClose();
      }}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="reportType"
            label="举报原因"
            required
            options={optionsOf(itemReportTypeLabels)}
          />
          <TextAreaField form={form} name="content" label="问题说明" required />
          <TextField form={form} name="contactPhone" label="联系电话" />
        </>
      )}
    </FormDialog>
  );
}
