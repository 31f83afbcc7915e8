import type { components } from '@zc/sdk';
import { useAddCategory, useUpdateCategory } from '@zc/sdk/react';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../../content/shared/ImageField.tsx';
import { categorySchema } from './category-form.ts';

type Category = components['schemas']['Category'];

/** What the dialog does: add under a parent (0 for the top level), or change a category. */
export type CategoryEdit = { parent: { id: string; name?: string } } | { category: Category };

/** Adds a category under its parent, or changes one's name, code, order, tax code and (top level) icon. */
export function CategoryFormDialog({
  edit,
  onClose,
  onSaved,
}: {
  edit: CategoryEdit;
  onClose: () => void;
  onSaved: (category: Category) => void;
}) {
  const add = useAddCategory();
  const update = useUpdateCategory();
  const editing = 'category' in edit ? edit.category : undefined;
  const parentId = editing ? editing.parentId : 'parent' in edit ? edit.parent.id : '0';
  const title = editing
    ? `编辑类目“${editing.name}”`
    : 'parent' in edit && edit.parent.name
      ? `新增“${edit.parent.name}”的子类目`
      : '新增一级类目';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      schema={categorySchema}
      width="w-[560px]"
      defaultValues={formValues(categorySchema, editing ?? { parentId })}
      onSubmit={async (body) => {
        const saved = editing
          ? await update.mutateAsync({ body: { ...body, id: editing.id } })
          : await add.mutateAsync({ body });
        toast.success('保存成功');
        onSaved(saved);
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="类目名称" required />
          <TextField form={form} name="code" label="类目编码" hint="不填则按上级编码自动生成" />
          <TextField form={form} name="sort" label="排序" type="number" hint="同级中数字小的在前" />
          <TextField form={form} name="taxCode" label="税收分类编码" />
          {parentId === '0' && (
            <ImageField form={form} name="icon" label="图标" fileType="category" hint="商城分类导航中展示" />
          )}
        </>
      )}
    </FormDialog>
  );
}
