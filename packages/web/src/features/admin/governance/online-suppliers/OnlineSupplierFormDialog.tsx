import type { components } from '@zc/sdk';
import { useAddOnlineSupplier, useUpdateOnlineSupplier } from '@zc/sdk/react';
import { onlineSupplierFormSchema } from '@zc/sdk/schemas';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { EnabledField } from '../../catalogue/shared/fields.tsx';
import { SupplierField } from '../../shared/suppliers.tsx';

type OnlineSupplier = components['schemas']['OnlineSupplier'];

const onlineSupplierSchema = onlineSupplierFormSchema
  .omit({ id: true })
  .extend({ status: chosen(onlineSupplierFormSchema.shape.status) });

/** Connects an e-commerce supplier's interface, or changes one; the secret is written, never shown again. */
export function OnlineSupplierFormDialog({ entry, onClose }: { entry: OnlineSupplier | 'new'; onClose: () => void }) {
  const add = useAddOnlineSupplier();
  const update = useUpdateOnlineSupplier();
  const editing = entry === 'new' ? undefined : entry;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑电商接入' : '新增电商接入'}
      schema={onlineSupplierSchema}
      width="w-[600px]"
      defaultValues={formValues(onlineSupplierSchema, editing ?? { status: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <SupplierField form={form} name="supplierId" label="电商供应商" required />
          <TextField
            form={form}
            name="platformCode"
            label="平台编码"
            required
            hint="小写字母、数字或下划线，2 至 20 位"
          />
          <TextField form={form} name="platformName" label="平台名称" required />
          <TextField form={form} name="apiUrl" label="接口地址" required />
          <TextField form={form} name="appKey" label="AppKey" />
          <TextField
            form={form}
            name="appSecret"
            label="AppSecret"
            type="password"
            hint={editing ? '不修改请留空' : undefined}
          />
          <EnabledField form={form} name="status" label="状态" />
        </>
      )}
    </FormDialog>
  );
}
