import type { components } from '@zc/sdk';
import { taxpayerTypeLabels } from '@zc/sdk/labels';
import { useEditSupplierBankAccount, useEditSupplierBase } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload, fileOfUrl, urlOfFile } from '@/shared/ui/Upload/FileUpload.tsx';
import { bankSchema, baseSchema, currentBase, shopSchema } from './supplier-forms.ts';

type Supplier = components['schemas']['Supplier'];
interface DialogProps {
  supplier: Supplier;
  onClose: () => void;
}
// The supplier's name and contact also live on its organisation (org/org/{id}).
const refreshOrg = { invalidates: ['users-orgs'] };

/** 编辑基本信息: company data and contact; unchanged shop fields go back as they are. */
export function BaseInfoDialog({ supplier, onClose }: DialogProps) {
  const save = useEditSupplierBase(refreshOrg);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="编辑基本信息"
      width="w-[720px]"
      schema={baseSchema}
      defaultValues={formValues(baseSchema, {
        ...supplier,
        registeredCapital: supplier.registeredCapital?.toString(),
        taxpayerType: supplier.taxpayerType?.toString(),
      })}
      onSubmit={async (values) => {
        // A field cleared in the form is absent, so the server drops it.
        await save.mutateAsync({ body: { ...currentBase(supplier), ...values } });
        toast.success('基本信息已保存');
        onClose();
      }}
    >
      {(form) => (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField form={form} name="orgNameZh" label="企业名称" required />
          <TextField form={form} name="shortName" label="企业简称" />
          <TextField form={form} name="creditCode" label="统一社会信用代码" required />
          <TextField form={form} name="legalPerson" label="法定代表人" />
          <TextField form={form} name="registeredCapital" label="注册资本（万元）" inputMode="decimal" />
          <DateField form={form} name="establishDate" label="成立日期" />
          <SelectField form={form} name="taxpayerType" label="纳税人类型" options={optionsOf(taxpayerTypeLabels)} />
          <TextField form={form} name="email" label="电子邮箱" type="email" />
          <TextField form={form} name="contactName" label="联系人" required />
          <TextField form={form} name="contactPhone" label="联系电话" required inputMode="tel" />
          <div className="sm:col-span-2">
            <TextField form={form} name="address" label="注册地址" />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField form={form} name="businessScope" label="经营范围" />
          </div>
        </div>
      )}
    </FormDialog>
  );
}

/** 编辑银行账户: the settlement account statements are paid to. */
export function BankDialog({ supplier, onClose }: DialogProps) {
  const save = useEditSupplierBankAccount();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="编辑银行账户"
      schema={bankSchema}
      defaultValues={formValues(bankSchema, { bankAccountName: supplier.orgNameZh, ...supplier })}
      onSubmit={async (values) => {
        await save.mutateAsync({ body: { id: supplier.id, ...values } });
        toast.success('银行账户已保存');
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="bankName" label="开户银行" required />
          <TextField form={form} name="bankAccountName" label="开户名称" required />
          <TextField form={form} name="bankAccount" label="银行账号" required inputMode="numeric" />
          <TextField form={form} name="bankBranchNo" label="联行号" inputMode="numeric" />
        </>
      )}
    </FormDialog>
  );
}

/** 编辑店铺信息: the shop's name, logo and introduction as the mall shows them. */
export function ShopDialog({ supplier, onClose }: DialogProps) {
  const save = useEditSupplierBase(refreshOrg);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="编辑店铺信息"
      width="w-[640px]"
      schema={shopSchema}
      defaultValues={formValues(shopSchema, supplier)}
      onSubmit={async (values) => {
        await save.mutateAsync({ body: { ...currentBase(supplier), ...values } });
        toast.success('店铺信息已保存');
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="shortName" label="店铺名称" required />
          <Field label="店铺 Logo" error={form.formState.errors.logo?.message}>
            {() => (
              <FileUpload
                // The shop's logo shows in the mall: a public bucket, unlike the supplier's certificates.
                fileType="image"
                label="上传 Logo"
                rules={{ maxCount: 1, extensions: ['jpg', 'png'] }}
                value={fileOfUrl(form.watch('logo'), 'Logo')}
                onChange={(files) => form.setValue('logo', urlOfFile(files[0]), { shouldDirty: true })}
              />
            )}
          </Field>
          <TextAreaField form={form} name="introduction" label="店铺简介" rows={5} />
        </>
      )}
    </FormDialog>
  );
}
