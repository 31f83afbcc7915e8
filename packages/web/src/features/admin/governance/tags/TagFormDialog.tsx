import type { components } from '@zc/sdk';
import { enabledFlagLabels, supplierTagColorLabels } from '@zc/sdk/labels';
import { useAddSupplierTag, useUpdateSupplierTag } from '@zc/sdk/react';
import { supplierTagFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Tag = components['schemas']['SupplierTag'];

const tagSchema = supplierTagFormSchema
  .omit({ id: true })
  .extend({ status: chosen(supplierTagFormSchema.shape.status) });

/** A tag's name, colour, state and meaning; which suppliers carry it is set apart (设置供应商). */
export function TagFormDialog({ tag, onClose }: { tag: Tag | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="标签"
      record={tag}
      schema={tagSchema}
      fresh={{ tagColor: 'blue', status: 1 }}
      add={useAddSupplierTag()}
      update={useUpdateSupplierTag()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="tagName" label="标签名称" required placeholder="如 重点供应商" />
          <SelectField form={form} name="tagColor" label="颜色" options={optionsOf(supplierTagColorLabels)} required />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="说明" />
        </>
      )}
    </RecordFormDialog>
  );
}
