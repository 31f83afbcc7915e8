import type { components } from '@zc/sdk';
import { brandAuditRequestAuditStatusLabels, flagLabels } from '@zc/sdk/labels';
import { useAddBrand, useAuditBrand, useUpdateBrand } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { AttachmentLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { ImageField } from '../../content/shared/ImageField.tsx';
import { brandAuditSchema, platformBrandSchema } from './brand-forms.ts';

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

/** 审核: approves a proposed brand (shown and offered to suppliers from then on) or refuses it with a reason. */
export function BrandAuditDialog({ brand, onClose }: { brand: Brand; onClose: () => void }) {
  const audit = useAuditBrand();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`审核品牌“${brand.name}”`}
      schema={brandAuditSchema}
      width="w-[560px]"
      defaultValues={formValues(brandAuditSchema, { auditStatus: 1 })}
      onSubmit={async (body) => {
        await audit.mutateAsync({ body: { ...body, id: brand.id } });
        toast.success(body.auditStatus === 1 ? '已审核通过' : '已驳回');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            申请供应商：{brand.supplierName ?? '--'}
            {brand.authorizationFile && (
              <AttachmentLink url={brand.authorizationFile} className="ml-4">
                查看品牌授权书
              </AttachmentLink>
            )}
          </p>
          <SelectField
            form={form}
            name="auditStatus"
            label="审核结果"
            options={optionsOf(brandAuditRequestAuditStatusLabels)}
            required
          />
          <TextAreaField form={form} name="auditRemark" label="驳回原因" hint="驳回时必填，供应商可见" />
        </>
      )}
    </FormDialog>
  );
}
