import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  getPropertyQueryOptions,
  listCategoryPropertiesQueryOptions,
  useAddPropertyValuePurchaser,
  useUpdatePropertyValuePurchaser,
} from '@zc/sdk/react';
import { propertyValuePurchaserFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { usePurchaserLabels } from './purchasers.ts';

type PurchaserValue = components['schemas']['PropertyValuePurchaser'];

// The category only narrows the properties offered; the value is saved against the property.
const purchaserValueSchema = propertyValuePurchaserFormSchema
  .omit({ id: true })
  .extend({ categoryId: z.string().optional() });

/** Adds or changes a purchasing unit's own value of a goods property, mapped to a platform value if it has one. */
export function PurchaserValueFormDialog({ row, onClose }: { row: PurchaserValue | 'new'; onClose: () => void }) {
  const add = useAddPropertyValuePurchaser();
  const update = useUpdatePropertyValuePurchaser();
  const editing = row === 'new' ? undefined : row;
  const purchasers = usePurchaserLabels();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑商品参数' : '新增商品参数'}
      schema={purchaserValueSchema}
      width="w-[640px]"
      defaultValues={formValues(purchaserValueSchema, editing ?? { sort: 0 })}
      onSubmit={async ({ categoryId: _, ...body }) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => {
        const [categoryId, propertyId] = form.watch(['categoryId', 'propertyId']);
        return (
          <>
            <SelectField form={form} name="purchaserId" label="采购单位" options={optionsOf(purchasers)} required />
            {!editing && <CategoryTreeField form={form} name="categoryId" label="商品分类" leafOnly />}
            <PropertyField form={form} categoryId={categoryId} editing={editing} />
            <PlatformValueField form={form} propertyId={propertyId} />
            <TextField form={form} name="value" label="单位属性值" required />
            <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          </>
        );
      }}
    </FormDialog>
  );
}

type Form = Parameters<Parameters<typeof FormDialog<typeof purchaserValueSchema>>[0]['children']>[0];

/** The properties of the chosen category (or the edited row's own property). */
function PropertyField({ form, categoryId, editing }: { form: Form; categoryId?: string; editing?: PurchaserValue }) {
  const properties = useQuery({
    ...listCategoryPropertiesQueryOptions({ path: { id: categoryId ?? '' } }),
    enabled: Boolean(categoryId),
  });
  const options = editing
    ? [{ value: editing.propertyId, label: editing.propertyName ?? editing.propertyId }]
    : (properties.data ?? []).map((property) => ({ value: property.id, label: property.name }));
  return (
    <SelectField
      form={form}
      name="propertyId"
      label="商品属性"
      options={options}
      required
      hint={editing || categoryId ? undefined : '请先选择商品分类'}
    />
  );
}

/** The platform's values of the chosen property, for a unit's value that stands for one of them. */
function PlatformValueField({ form, propertyId }: { form: Form; propertyId?: string }) {
  const property = useQuery({
    ...getPropertyQueryOptions({ path: { id: propertyId ?? '' } }),
    enabled: Boolean(propertyId),
  });
  const options = (property.data?.values ?? []).map((value) => ({ value: value.id, label: value.value }));
  return <SelectField form={form} name="propertyValueId" label="对应平台属性值" options={options} hint="可不选" />;
}
