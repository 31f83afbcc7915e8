import type { components } from '@zc/sdk';
import { useAddBrand, useUpdateBrand } from '@zc/sdk/react';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload, fileOfUrl, urlOfFile } from '@/shared/ui/Upload/FileUpload.tsx';
import { brandSchema } from './brand-form.ts';

type Brand = components['schemas']['Brand'];

/** Proposes a new brand, or changes one the supplier proposed; either way it goes (back) to review. */
export function BrandFormDialog({ brand, onClose }: { brand: Brand | 'new'; onClose: () => void }) {
  const add = useAddBrand();
  const update = useUpdateBrand();
  const editing = brand === 'new' ? undefined : brand;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑品牌' : '新增品牌'}
      schema={brandSchema}
      defaultValues={formValues(brandSchema, editing)}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success(editing ? '修改成功，等待平台审核' : '提交成功，等待平台审核');
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="品牌名称" required />
          <TextField form={form} name="nameEn" label="英文名称" />
          <TextField form={form} name="initial" label="首字母" hint="一个大写字母，或 #" />
          <TextAreaField form={form} name="description" label="品牌介绍" />
          {(['logo', 'authorizationFile'] as const).map((name) => (
            <Field
              key={name}
              label={name === 'logo' ? '品牌 Logo' : '品牌授权书'}
              required={name === 'authorizationFile'}
              error={form.formState.errors[name]?.message}
            >
              {() => (
                <FileUpload
                  // The logo shows in the mall; the authorisation letter is read only by the parties (a private bucket).
                  fileType={name === 'logo' ? 'brand' : 'authorization'}
                  label={name === 'logo' ? '上传 Logo' : '上传授权书'}
                  rules={{ maxCount: 1, ...(name === 'logo' ? { extensions: ['jpg', 'png'] } : {}) }}
                  value={fileOfUrl(form.watch(name), name === 'logo' ? 'Logo' : '授权书')}
                  onChange={(files) => form.setValue(name, urlOfFile(files[0]) ?? '', { shouldValidate: true })}
                />
              )}
            </Field>
          ))}
        </>
      )}
    </FormDialog>
  );
}
