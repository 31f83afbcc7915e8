import { type components, deleteNotice, updateNotice } from '@zc/sdk';
import { useDeleteNotice, useUpdateNotice } from '@zc/sdk/react';
import { noticeFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { HtmlPreview } from '@/features/admin/shared/HtmlPreview.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { bodyOf } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { NoticeFormDialog } from './NoticeFormDialog.tsx';

type Notice = components['schemas']['Notice'];
const published = 1;

/**
 * A notice row's 预览 (sanitised), 编辑 and 删除 (asked first) while not published, 发布 of a draft or a withdrawn
 * notice and 撤回 of a published one (asked first); with the dialogs they open.
 */
export function useNoticeActions() {
  const update = useUpdateNotice();
  const remove = useDeleteNotice();
  const mayEdit = useMayCall(updateNotice);
  const mayRemove = useMayCall(deleteNotice);
  const [editing, setEditing] = useState<Notice | 'new'>();
  const [preview, setPreview] = useState<Notice>();

  const setStatus = async (notice: Notice, status: 1 | 2) => {
    if (status === 2) {
      const message = `确定撤回公告“${notice.title}”吗？撤回后商城不再展示。`;
      if (!(await confirm({ title: '撤回公告', message, confirmText: '撤回', danger: true }))) return;
    }
    await update.mutateAsync({ body: { ...bodyOf(noticeFormSchema, notice), id: notice.id, status } });
    toast.success(status === 1 ? '公告已发布' : '公告已撤回');
  };
  const removeOne = async (notice: Notice) => {
    const message = `确定删除公告“${notice.title}”吗？删除后不可恢复。`;
    if (!(await confirm({ title: '删除公告', message, confirmText: '删除', danger: true }))) return;
    await remove.mutateAsync({ path: { id: notice.id } });
    toast.success('已删除');
  };
  return {
    add: () => setEditing('new'),
    column: {
      header: '操作',
      cell: (notice: Notice) => (
        <RowActions
          inline={3}
          actions={[
            { label: '预览', onClick: () => setPreview(notice) },
            { label: '编辑', hidden: !mayEdit || notice.status === published, onClick: () => setEditing(notice) },
            { label: '发布', hidden: !mayEdit || ![0, 2].includes(notice.status), onClick: () => setStatus(notice, 1) },
            {
              label: '撤回',
              danger: true,
              hidden: !mayEdit || notice.status !== published,
              onClick: () => setStatus(notice, 2),
            },
            {
              label: '删除',
              danger: true,
              hidden: !mayRemove || notice.status === published,
              onClick: () => removeOne(notice),
            },
          ]}
        />
      ),
    },
    dialogs: (
      <>
        {editing && <NoticeFormDialog notice={editing} onClose={() => setEditing(undefined)} />}
        {preview && (
          <HtmlPreview title={preview.title} html={preview.content ?? ''} onClose={() => setPreview(undefined)} />
        )}
      </>
    ),
  };
}
