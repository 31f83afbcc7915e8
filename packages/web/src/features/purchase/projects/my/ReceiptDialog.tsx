import { useQuery } from '@tanstack/react-query';
import { projectReceiptFormInvoiceTypeLabels } from '@zc/sdk/labels';
import { getProjectReceiptsQueryOptions, useSaveProjectReceipt } from '@zc/sdk/react';
import { projectReceiptFormSchema } from '@zc/sdk/schemas';
import type { Project } from '@/features/purchase/projects/modes.ts';
import { optionsOf } from '@/shared/format/labels.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

/** The spec's ProjectReceiptForm of the dialog's project; a special invoice asks its bank data in the backend's words. */
const receiptSchema = projectReceiptFormSchema
  .omit({ id: true, projectId: true })
  .extend({ invoiceType: chosen(projectReceiptFormSchema.shape.invoiceType) })
  .refine(
    (receipt) =>
      receipt.invoiceType !== 2 ||
      Boolean(receipt.bankName && receipt.bankAccount && receipt.registerAddress && receipt.registerPhone),
    { path: ['bankName'], message: '增值税专用发票须填写开户银行、银行账号、注册地址和注册电话', when: () => true },
  );

/** 收票信息 of a decided project: where and to whom its winners invoice, kept once and edited afterwards. */
export function ReceiptDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const receipts = useQuery(getProjectReceiptsQueryOptions({ query: { projectId: project.id } }));
  const save = useSaveProjectReceipt();
  const title = `收票信息：${project.projectName}`;
  if (!receipts.data)
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
        <QueryState query={receipts}>{() => null}</QueryState>
      </Dialog>
    );
  const [kept] = receipts.data;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width="w-[720px]"
      schema={receiptSchema}
      defaultValues={{ ...formValues(receiptSchema, kept), invoiceType: kept?.invoiceType ?? 1 }}
      onSubmit={async (values) => {
        await save.mutateAsync({ body: { ...values, id: kept?.id, projectId: project.id } });
        toast.success('收票信息已保存');
        onClose();
      }}
    >
      {(form) => (
        <div className="grid grid-cols-2 gap-x-3">
          <SelectField
            form={form}
            name="invoiceType"
            label="发票类型"
            required
            options={optionsOf(projectReceiptFormInvoiceTypeLabels)}
          />
          <TextField form={form} name="invoiceTitle" label="发票抬头" required />
          <TextField form={form} name="taxNo" label="纳税人识别号" required />
          <TextField form={form} name="registerPhone" label="注册电话" />
          <TextField form={form} name="registerAddress" label="注册地址" />
          <TextField form={form} name="bankName" label="开户银行" />
          <TextField form={form} name="bankAccount" label="银行账号" inputMode="numeric" />
          <TextField form={form} name="receiverName" label="收票人" />
          <TextField form={form} name="receiverPhone" label="收票人电话" inputMode="tel" />
          <TextField form={form} name="receiverAddress" label="收票地址" />
        </div>
      )}
    </FormDialog>
  );
}
