import type { components } from '@zc/sdk';
import { informationArticleFormInfoTypeLabels } from '@zc/sdk/labels';
import { useAddInformationArticle, useUpdateInformationArticle } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { ImageField } from '../shared/ImageField.tsx';
import { articleSchema } from './article-form.ts';

type Article = components['schemas']['InformationArticle'];

/** Writes a news article (saved as a draft) or changes one; the body is HTML, sanitised wherever it is shown. */
export function ArticleFormDialog({ article, onClose }: { article: Article | 'new'; onClose: () => void }) {
  const add = useAddInformationArticle();
  const update = useUpdateInformationArticle();
  const editing = article === 'new' ? undefined : article;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑资讯' : '新增资讯'}
      schema={articleSchema}
      width="w-[760px]"
      defaultValues={formValues(articleSchema, editing ?? { infoType: 1, author: '平台运营中心' })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id, status: editing.status } });
        else await add.mutateAsync({ body: { ...body, status: 0 } });
        toast.success(editing ? '保存成功' : '已保存为草稿');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <SelectField
            form={form}
            name="infoType"
            label="资讯类型"
            options={optionsOf(informationArticleFormInfoTypeLabels)}
            required
          />
          <TextField form={form} name="author" label="作者/来源" />
          <TextAreaField form={form} name="summary" label="摘要" rows={2} />
          <ImageField form={form} name="coverUrl" label="封面" fileType="information" />
          <TextAreaField form={form} name="content" label="正文" required rows={10} hint="支持 HTML，展示时去除脚本" />
        </>
      )}
    </FormDialog>
  );
}
