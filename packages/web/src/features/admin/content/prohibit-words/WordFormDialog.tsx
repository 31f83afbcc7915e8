import type { components } from '@zc/sdk';
import { enabledFlagLabels, prohibitWordFormWordTypeLabels } from '@zc/sdk/labels';
import { useAddProhibitWord, useUpdateProhibitWord } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { wordSchema } from './word-form.ts';

type Word = components['schemas']['ProhibitWord'];

/** Adds a prohibited word or changes one. */
export function WordFormDialog({ word, onClose }: { word: Word | 'new'; onClose: () => void }) {
  const add = useAddProhibitWord();
  const update = useUpdateProhibitWord();
  const editing = word === 'new' ? undefined : word;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑违禁词' : '新增违禁词'}
      schema={wordSchema}
      defaultValues={formValues(wordSchema, editing ?? { wordType: 3, isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="word" label="违禁词" required />
          <SelectField
            form={form}
            name="wordType"
            label="适用范围"
            options={optionsOf(prohibitWordFormWordTypeLabels)}
            required
          />
          <SelectField form={form} name="isEnable" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
