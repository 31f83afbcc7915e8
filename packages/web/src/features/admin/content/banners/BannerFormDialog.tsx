import type { components } from '@zc/sdk';
import { enabledFlagLabels, sysBannerFormOpenTypeLabels, sysBannerPositionLabels } from '@zc/sdk/labels';
import { useAddSysBanner, useUpdateSysBanner } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateTimeField, SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../shared/ImageField.tsx';
import { bannerSchema } from './banner-form.ts';

type Banner = components['schemas']['SysBanner'];

const fresh = { position: 1, openType: 0, sort: 0, isEnable: 1 };

/** Adds a home banner or changes one: picture, link, where and how it shows, and for how long. */
export function BannerFormDialog({ banner, onClose }: { banner: Banner | 'new'; onClose: () => void }) {
  const add = useAddSysBanner();
  const update = useUpdateSysBanner();
  const editing = banner === 'new' ? undefined : banner;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑轮播图' : '新增轮播图'}
      schema={bannerSchema}
      width="w-[640px]"
      defaultValues={formValues(bannerSchema, editing ?? fresh)}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <ImageField form={form} name="imageUrl" label="图片" fileType="banner" required hint="建议尺寸 1200×400" />
          <TextField form={form} name="linkUrl" label="链接地址" placeholder="如 /search?keyword=复印纸" />
          <SelectField
            form={form}
            name="position"
            label="展示位置"
            options={optionsOf(sysBannerPositionLabels)}
            required
          />
          <SelectField form={form} name="openType" label="打开方式" options={optionsOf(sysBannerFormOpenTypeLabels)} />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <DateTimeField form={form} name="startTime" label="开始时间" />
          <DateTimeField form={form} name="endTime" label="结束时间" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
