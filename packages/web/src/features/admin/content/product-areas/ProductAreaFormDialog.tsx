import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useAddProductArea, useUpdateProductArea } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { CategoriesField } from '../shared/categories.tsx';
import { ImageField } from '../shared/ImageField.tsx';
import { productAreaSchema } from './product-area-form.ts';

type ProductArea = components['schemas']['ProductArea'];

/** Adds a goods zone or changes one: name, code, header picture, introduction and the categories it shows. */
export function ProductAreaFormDialog({ area, onClose }: { area: ProductArea | 'new'; onClose: () => void }) {
  const add = useAddProductArea();
  const update = useUpdateProductArea();
  const editing = area === 'new' ? undefined : area;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑专区' : '新增专区'}
      schema={productAreaSchema}
      width="w-[640px]"
      defaultValues={formValues(productAreaSchema, editing ?? { sort: 0, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="areaName" label="专区名称" required />
          <TextField form={form} name="areaCode" label="专区编码" required hint="字母、数字或下划线，如 mining" />
          <ImageField form={form} name="bannerUrl" label="专区横幅" fileType="area" />
          <TextAreaField form={form} name="description" label="专区介绍" />
          <CategoriesField form={form} name="categoryIds" label="展示类目" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
