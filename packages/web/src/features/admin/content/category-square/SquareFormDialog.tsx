import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useAddCategorySquareSetting, useUpdateCategorySquareSetting } from '@zc/sdk/react';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../shared/ImageField.tsx';
import { squareSchema } from './square-form.ts';

type Entry = components['schemas']['CategorySquareSetting'];

/** Adds an entry of the category square or changes one. */
export function SquareFormDialog({ entry, onClose }: { entry: Entry | 'new'; onClose: () => void }) {
  const add = useAddCategorySquareSetting();
  const update = useUpdateCategorySquareSetting();
  const editing = entry === 'new' ? undefined : entry;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑类目' : '新增类目'}
      schema={squareSchema}
      defaultValues={formValues(squareSchema, editing ?? { sort: 0, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <CategoryTreeField
            form={form}
            name="categoryId"
            label="商品类目"
            valueLabel={editing?.categoryName}
            required
          />
          <TextField form={form} name="name" label="显示名称" required />
          <ImageField form={form} name="imageUrl" label="图标" fileType="category" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </FormDialog>
  );
}
