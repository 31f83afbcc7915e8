import type { components } from '@zc/sdk';
import { useAddWelfareCategory, useUpdateWelfareCategory } from '@zc/sdk/react';
import { welfareCategoryFormSchema } from '@zc/sdk/schemas';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { useCategoryOptions } from './options.ts';

type WelfareCategory = components['schemas']['WelfareCategory'];

const categorySchema = welfareCategoryFormSchema.pick({ parentId: true, categoryName: true, sort: true });

/** A welfare category, at the top or under a top category (the two levels activities offer). */
export function WelfareCategoryFormDialog({
  category,
  onClose,
}: {
  category: WelfareCategory | 'new';
  onClose: () => void;
}) {
  const tops = [{ value: '0', label: '无（一级分类）' }, ...useCategoryOptions()];
  return (
    <RecordFormDialog
      kind="福利分类"
      record={category}
      schema={categorySchema}
      fresh={{ parentId: '0' }}
      add={useAddWelfareCategory()}
      update={useUpdateWelfareCategory()}
      kept={(row) => ({ status: row.status })}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField form={form} name="parentId" label="上级分类" options={tops} />
          <TextField form={form} name="categoryName" label="分类名称" required />
          <TextField form={form} name="sort" label="排序" type="number" />
        </>
      )}
    </RecordFormDialog>
  );
}
