import type { components } from '@zc/sdk';
import { flagLabels } from '@zc/sdk/labels';
import { useAddBrand, useUpdateBrand } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../../content/shared/ImageField.tsx';
import { platformBrandSchema } from './brand-forms.ts';

type Brand = components['schemas']['Brand'];

/** Adds a brand of the platform's own, or changes any brand's name, logo, introduction and whether it is shown. */
export function BrandFormDialog({ brand, onClose }: { brand: Brand | 'new'; onClose: () => void }) {
  const add = useAddBrand();
  const update = useUpdateBrand();
  const editing = brand === 'new' ? undefined : brand;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑品牌' : '新增品牌'}
      schema={platformBrandSchema}
      width="w-[600px]"
      defaultValues={formValues(platformBrandSchema, editing ?? { isShow: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="品牌名称" required />
          <TextField form={form} name="nameEn" label="英文名称" />
          <TextField form={form} name="initial" label="首字母" hint="一个大写字母，或 #" />
          <ImageField form={form} name="logo" label="品牌 Logo" fileType="brand" />
          <TextAreaField form={form} name="description" label="品牌介绍" />
          <SelectField form={form} name="isShow" label="是否展示" options={optionsOf(flagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
