import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { sourcingInvoiceTypeLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import { getSourcingDetailQueryOptions, useSaveSourcing } from '@zc/sdk/react';
import { useState } from 'react';
import { optionsOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { DateTimeField, SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import { SupplierChecklist } from './SupplierChecklist.tsx';
import type { Sourcing } from './sourcing-columns.tsx';
import { headerSchema } from './sourcing-form.ts';

/** 新增寻源: the inquiry's header, saved as a draft, then its goods. `?id=` edits a draft or a rejected inquiry. */
export function SourcingAddPage() {
  const { id } = usePageSearch('/purchase/my-sourcing-add');
  const sourcing = useQuery({ ...getSourcingDetailQueryOptions({ path: { id: id ?? '' } }), enabled: Boolean(id) });
  if (!id) return <HeaderForm />;
  return <QueryState query={sourcing}>{(draft) => <HeaderForm sourcing={draft} />}</QueryState>;
}

function HeaderForm({ sourcing }: { sourcing?: Sourcing }) {
  const save = useSaveSourcing();
  const navigate = useNavigate();
  const form = useSchemaForm(headerSchema, {
    ...formValues(headerSchema, sourcing),
    supplierScope: sourcing?.supplierScope ?? 1,
    invoiceType: sourcing?.invoiceType ?? 2,
    invitedSupplierIds: sourcing?.invitedSuppliers?.map((row) => row.supplierId) ?? [],
    attachments: sourcing?.attachments ?? [],
  } as never);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ attachments, ...values }) => {
    setServerError(null);
    try {
      const body = { ...values, id: sourcing?.id, attachmentIds: attachments.map((file) => file.id) };
      const saved = await save.mutateAsync({ body });
      toast.success('询价单已保存，请添加询价商品');
      await navigate({ to: '/purchase/sourcing-add-list', search: { id: saved.id } });
    } catch (error) {
      setServerError(refusalMessage(form, headerSchema, error));
    }
  });
  const invited = Number(form.watch('supplierScope')) === 2;
  return (
    <form onSubmit={submit} noValidate aria-label="询价单" className="flex flex-col gap-4 rounded bg-white p-5">
      <div className="grid grid-cols-3 gap-x-4">
        <TextField form={form} name="sourcingName" label="询价标题" required />
        <TextField form={form} name="contactName" label="联系人" />
        <TextField form={form} name="contactPhone" label="联系电话" />
        <DateTimeField form={form} name="quoteStartTime" label="报价开始时间" hint="不填则发布即开始" />
        <DateTimeField form={form} name="quoteEndTime" label="报价截止时间" required />
        <SelectField
          form={form}
          name="invoiceType"
          label="发票类型"
          required
          options={optionsOf(sourcingInvoiceTypeLabels)}
        />
        <SelectField
          form={form}
          name="supplierScope"
          label="寻源方式"
          required
          options={optionsOf(sourcingSupplierScopeLabels)}
        />
        <TextField form={form} name="deliveryAddress" label="交货地址" />
      </div>
      {invited && (
        <Field label="邀请供应商" required error={form.formState.errors.invitedSupplierIds?.message}>
          {() => (
            <SupplierChecklist
              value={form.watch('invitedSupplierIds')}
              onChange={(ids) => form.setValue('invitedSupplierIds', ids, { shouldDirty: true, shouldValidate: true })}
            />
          )}
        </Field>
      )}
      <Field label="询价附件">
        {() => (
          <FileUpload
            fileType="sourcing"
            label="上传询价附件"
            rules={{ maxCount: 5 }}
            value={form.watch('attachments')}
            onChange={(files) => form.setValue('attachments', files, { shouldDirty: true, shouldValidate: true })}
          />
        )}
      </Field>
      {serverError && <p className="text-sm text-red-600">{serverError}</p>}
      <div>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          保存并添加商品
        </Button>
      </div>
    </form>
  );
}
