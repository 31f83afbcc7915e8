import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useAddTenant, useUpdateTenant } from '@zc/sdk/react';
import { tenantFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { DateTimeField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Tenant = components['schemas']['Tenant'];

const tenantSchema = tenantFormSchema.omit({ id: true }).extend({ status: chosen(tenantFormSchema.shape.status) });

/** A tenant: its code (sent in the tenant header), its site's base path and domain, its contact and service end. */
export function TenantFormDialog({ tenant, onClose }: { tenant: Tenant | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="租户"
      record={tenant}
      schema={tenantSchema}
      fresh={{ status: 1 }}
      add={useAddTenant()}
      update={useUpdateTenant()}
      width="w-[640px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="tenantCode" label="租户编码" required hint="2–32 位字母、数字、_ 或 -" />
          <TextField form={form} name="tenantName" label="租户名称" required />
          <TextField form={form} name="tenantPath" label="访问路径" required placeholder="如 /haidian" />
          <TextField form={form} name="domain" label="独立域名" />
          <TextField form={form} name="contactName" label="联系人" />
          <TextField form={form} name="contactPhone" label="联系电话" />
          <DateTimeField form={form} name="expireTime" label="服务到期" />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
