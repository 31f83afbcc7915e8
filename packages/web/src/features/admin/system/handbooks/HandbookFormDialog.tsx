import type { components } from '@zc/sdk';
import { enabledFlagLabels, handBookFormHandBookTypeLabels } from '@zc/sdk/labels';
import { useAddFileHandBook, useUpdateFileHandBook } from '@zc/sdk/react';
import { handBookFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { FileField } from '../shared/FileField.tsx';

type Handbook = components['schemas']['HandBook'];

const fields = handBookFormSchema.shape;
const handbookSchema = handBookFormSchema
  .omit({ id: true })
  .extend({ handBookType: chosen(fields.handBookType), isEnable: chosen(fields.isEnable) });

/** An operation manual for one audience: its title and its file, which the mall's help lists for download. */
export function HandbookFormDialog({ handbook, onClose }: { handbook: Handbook | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="操作手册"
      record={handbook}
      schema={handbookSchema}
      fresh={{ handBookType: 1, isEnable: 1, sort: 0 }}
      add={useAddFileHandBook()}
      update={useUpdateFileHandBook()}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="title" label="手册名称" required />
          <SelectField
            form={form}
            name="handBookType"
            label="适用对象"
            options={optionsOf(handBookFormHandBookTypeLabels)}
            required
          />
          <FileField
            form={form}
            name="fileId"
            nameField="fileName"
            typeField="fileType"
            label="手册文件"
            fileType="handbook"
            extensions={['pdf', 'doc', 'docx']}
            required
          />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
