import type { components } from '@zc/sdk';
import { useAddLibraryKeyword, useUpdateLibraryKeyword } from '@zc/sdk/react';
import { libraryKeywordFormSchema } from '@zc/sdk/schemas';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { EnabledField } from '../shared/fields.tsx';

type Keyword = components['schemas']['LibraryKeyword'];

const keywordSchema = libraryKeywordFormSchema
  .omit({ id: true })
  .extend({ isEnable: chosen(libraryKeywordFormSchema.shape.isEnable) });

/** Adds or changes a keyword of the standard goods library: the standard name and category goods named so map to. */
export function KeywordFormDialog({ keyword, onClose }: { keyword: Keyword | 'new'; onClose: () => void }) {
  const add = useAddLibraryKeyword();
  const update = useUpdateLibraryKeyword();
  const editing = keyword === 'new' ? undefined : keyword;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑关键词' : '新增关键词'}
      schema={keywordSchema}
      width="w-[600px]"
      defaultValues={formValues(keywordSchema, editing ?? { isEnable: 1, sort: 0 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="keyword" label="关键词" required hint="商品名称中含有该词时归入标准商品" />
          <TextField form={form} name="standardName" label="标准商品名称" />
          <CategoryTreeField form={form} name="categoryId" label="标准分类" valueLabel={editing?.categoryName} />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <EnabledField form={form} name="isEnable" label="状态" />
        </>
      )}
    </FormDialog>
  );
}
