import type { components } from '@zc/sdk';
import { receiptFormReceiptTypeLabels, receiptFormTitleTypeLabels } from '@zc/sdk/labels';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { invoiceTitleSchema } from './invoice-form.ts';

type Receipt = components['schemas']['Receipt'];
type ReceiptForm = components['schemas']['ReceiptForm'];

/** Adds an invoice title, or edits `title`; `save` is the platform's or the JD channel's call. */
export function InvoiceTitleDialog({
  title,
  save,
  onClose,
}: {
  title: Receipt | 'new';
  save: (body: ReceiptForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const editing = title === 'new' ? undefined : title;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑发票抬头' : '新增发票抬头'}
      width="w-[720px]"
      schema={invoiceTitleSchema}
      defaultValues={{
        ...formValues(invoiceTitleSchema, editing),
        receiptType: editing?.receiptType ?? 1,
        titleType: editing?.titleType ?? 1,
        isDefault: editing?.isDefault === 1,
      }}
      onSubmit={async (values) => {
        await save({ ...values, id: editing?.id });
        toast.success(editing ? '发票抬头已修改' : '发票抬头已新增');
        onClose();
      }}
    >
      {(form) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              form={form}
              name="receiptType"
              label="发票类型"
              required
              options={optionsOf(receiptFormReceiptTypeLabels)}
            />
            <SelectField
              form={form}
              name="titleType"
              label="抬头类型"
              required
              options={optionsOf(receiptFormTitleTypeLabels)}
            />
          </div>
          <TextField form={form} name="receiptTitle" label="发票抬头" required />
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="taxNo" label="纳税人识别号" hint="单位抬头必填" />
            <TextField form={form} name="registerPhone" label="注册电话" />
          </div>
          <TextField form={form} name="registerAddress" label="注册地址" />
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="bankName" label="开户银行" />
            <TextField form={form} name="bankAccount" label="银行账号" inputMode="numeric" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="receiverName" label="收票人" />
            <TextField form={form} name="receiverPhone" label="收票人手机" inputMode="tel" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="receiverAddress" label="收票地址" />
            <TextField form={form} name="email" label="收票邮箱" type="email" />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input type="checkbox" className="accent-brand" {...form.register('isDefault')} />
            设为默认发票抬头
          </label>
        </>
      )}
    </FormDialog>
  );
}
