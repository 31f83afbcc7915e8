import type { components } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { type DictionaryScope, entrySchema } from './scopes.ts';

type Entry = components['schemas']['Dictionary'];

const entryForm = entrySchema.omit({ id: true }).extend({ status: chosen(entrySchema.shape.status) });

/** A dictionary entry: its type (code and name), the value stored and the label shown in the selects reading it. */
export function EntryFormDialog({
  scope,
  entry,
  type,
  onClose,
}: {
  scope: DictionaryScope;
  entry: Entry | 'new';
  /** The type chosen in the filter, for a new entry. */
  type?: Pick<Entry, 'dictType' | 'dictTypeName'>;
  onClose: () => void;
}) {
  return (
    <RecordFormDialog
      kind="字典项"
      record={entry}
      schema={entryForm}
      fresh={{ dictType: type?.dictType, dictTypeName: type?.dictTypeName, sort: 0, status: 1 }}
      add={scope.useAdd()}
      update={scope.useUpdate()}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="dictType"
            label="字典类型"
            required
            hint="字母开头，字母、数字或 _，如 goods_unit"
          />
          <TextField form={form} name="dictTypeName" label="类型名称" placeholder="如 计量单位" />
          <TextField form={form} name="dictValue" label="字典值" required />
          <TextField form={form} name="dictLabel" label="字典标签" required />
          <TextField form={form} name="sort" label="排序" type="number" hint="同一类型内数字小的在前" />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
