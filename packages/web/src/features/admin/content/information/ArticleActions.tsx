import { type components, deleteInformationArticle, updateInformationArticle } from '@zc/sdk';
import { useDeleteInformationArticle, useUpdateInformationArticle } from '@zc/sdk/react';
import { informationArticleFormSchema } from '@zc/sdk/schemas';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Article = components['schemas']['InformationArticle'];

/** An article's 预览, 编辑, 发布 or 撤回, and 删除; publishing, withdrawing and deleting are asked first. */
export function ArticleActions({
  article,
  onRead,
  onEdit,
}: {
  article: Article;
  onRead: (article: Article) => void;
  onEdit: (article: Article) => void;
}) {
  const update = useUpdateInformationArticle();
  const remove = useDeleteInformationArticle();
  const mayEdit = useMayCall(updateInformationArticle);
  const mayRemove = useMayCall(deleteInformationArticle);
  const published = article.status === 1;
  const setStatus = async (status: 1 | 2, verb: string) => {
    const message = `确定${verb}资讯“${article.title}”吗？${status === 1 ? '发布后商城即可看到。' : '撤回后商城不再展示。'}`;
    if (!(await confirm({ title: `${verb}资讯`, message, confirmText: verb }))) return;
    await update.mutateAsync({ body: { ...bodyOf(informationArticleFormSchema, article), id: article.id, status } });
    toast.success(`已${verb}`);
  };
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '预览', onClick: () => onRead(article) },
        { label: '编辑', onClick: () => onEdit(article), hidden: !mayEdit },
        { label: '发布', onClick: () => setStatus(1, '发布'), hidden: !mayEdit || published },
        { label: '撤回', onClick: () => setStatus(2, '撤回'), hidden: !mayEdit || !published },
        {
          label: '删除',
          danger: true,
          hidden: !mayRemove || published,
          onClick: async () => {
            const asked = { title: '删除资讯', message: `确定删除资讯“${article.title}”吗？删除后不可恢复。` };
            if (await confirm({ ...asked, confirmText: '删除', danger: true }))
              await remove.mutateAsync({ path: { id: article.id } }).then(() => toast.success('已删除'));
          },
        },
      ]}
    />
  );
}
