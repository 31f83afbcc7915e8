import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useAddIndexFloor, useUpdateIndexFloor } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { CategoriesField } from '../shared/categories.tsx';
import { ImageField } from '../shared/ImageField.tsx';
import { floorSchema } from './floor-form.ts';

type Floor = components['schemas']['FloorSetting'];

/** Adds a floor of the mall home page or changes one: its name, colour, picture and link, and its categories. */
export function FloorFormDialog({ floor, onClose }: { floor: Floor | 'new'; onClose: () => void }) {
  const add = useAddIndexFloor();
  const update = useUpdateIndexFloor();
  const editing = floor === 'new' ? undefined : floor;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑楼层' : '新增楼层'}
      schema={floorSchema}
      width="w-[640px]"
      defaultValues={formValues(floorSchema, editing ?? { color: '#1E6FFF', sort: 0, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="floorName" label="楼层名称" required />
          <TextField form={form} name="color" label="主题颜色" hint="如 #1E6FFF" />
          <ImageField form={form} name="image" label="楼层图片" fileType="floor" />
          <TextField form={form} name="linkUrl" label="链接地址" placeholder="如 /search?keyword=办公用品" />
          <CategoriesField form={form} name="categoryIds" label="展示类目" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
