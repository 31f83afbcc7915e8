import type { components } from '@zc/sdk';
import { noticeFormNoticeTypeLabels } from '@zc/sdk/labels';
import { useAddNotice, useUpdateNotice } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateTimeField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { noticeSchema } from './notice-form.ts';

type Notice = components['schemas']['Notice'];

const saveAs = [
  { value: '0', label: '保存为草稿' },
  { value: '1', label: '立即发布' },
];

/** Writes a notice (HTML, sanitised wherever it is shown) or changes one not published. */
export function NoticeFormDialog({ notice, onClose }: { notice: Notice | 'new'; onClose: () => void }) {
  const add = useAddNotice();
  const update = useUpdateNotice();
  const editing = notice === 'new' ? undefined : notice;
  const initial = { noticeType: 4, ...editing, status: 0 };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑公告' : '新增公告'}
      schema={noticeSchema}
      width="w-[760px]"
      defaultValues={formValues(noticeSchema, initial)}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success(body.status === 1 ? '公告已发布' : '已保存为草稿');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="标题" required />
          <SelectField
            form={form}
            name="noticeType"
            label="公告类型"
            options={optionsOf(noticeFormNoticeTypeLabels)}
            required
          />
          <DateTimeField form={form} name="endTime" label="截止时间" />
          <TextAreaField form={form} name="content" label="正文" required rows={10} hint="支持 HTML，展示时去除脚本" />
          <SelectField form={form} name="status" label="保存方式" options={saveAs} />
        </>
      )}
    </FormDialog>
  );
}
