import { orderInvoiceUploadFormInvoiceTypeLabels } from '@zc/sdk/labels';
import { useUploadOrderInvoice } from '@zc/sdk/react';
import { useRef } from 'react';
import { optionsOf } from '@/shared/format/labels.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { Upload, type UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
import { invoiceSchema } from './order-forms.ts';

const invoiceFileRules = { extensions: ['pdf', 'jpg', 'png'], maxCount: 1 };

/**
 * 上传发票: the invoice travels with its number and amount in one multipart call, so the field keeps the picked file
 * in the form (through the shared Upload and its rules) instead of storing it beforehand.
 */
export function InvoiceDialog({
  order,
  onClose,
}: {
  order: { id: string; orderNo: string; totalPrice: number };
  onClose: () => void;
}) {
  const upload = useUploadOrderInvoice();
  const picked = useRef(new Map<string, File>());
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`上传发票：${order.orderNo}`}
      schema={invoiceSchema}
      defaultValues={{
        invoiceType: '3',
        invoiceCode: '',
        invoiceNo: '',
        invoiceAmount: order.totalPrice,
        invoiceDate: '',
      }}
      onSubmit={async (values) => {
        await upload.mutateAsync({ body: { orderId: order.id, ...values } });
        toast.success('发票上传成功');
      }}
    >
      {(form) => {
        const file = form.watch('file');
        const value: UploadedFile[] = file
          ? [{ id: file.name, submittedFileName: file.name, fileType: 'invoice' }]
          : [];
        return (
          <>
            <SelectField
              form={form}
              name="invoiceType"
              label="发票类型"
              options={optionsOf(orderInvoiceUploadFormInvoiceTypeLabels)}
            />
            <TextField form={form} name="invoiceCode" label="发票代码" />
            <TextField form={form} name="invoiceNo" label="发票号码" required />
            <TextField form={form} name="invoiceAmount" label="发票金额" type="number" step="0.01" required />
            <DateField form={form} name="invoiceDate" label="开票日期" />
            <Field label="发票文件" required error={form.formState.errors.file?.message}>
              {() => (
                <Upload
                  label="上传发票文件"
                  rules={invoiceFileRules}
                  value={value}
                  upload={async (chosen) => {
                    picked.current.set(chosen.name, chosen);
                    return { id: chosen.name, submittedFileName: chosen.name, fileType: 'invoice' };
                  }}
                  preview={async (stored) => {
                    const chosen = picked.current.get(stored.id);
                    return { url: chosen ? URL.createObjectURL(chosen) : '', contentType: chosen?.type ?? '' };
                  }}
                  onChange={(files) =>
                    // An emptied field leaves no file, which the schema reports as missing.
                    form.setValue('file', (files[0] ? picked.current.get(files[0].id) : undefined) as File, {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                />
              )}
            </Field>
          </>
        );
      }}
    </FormDialog>
  );
}
