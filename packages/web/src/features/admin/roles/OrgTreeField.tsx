import { Controller, type FieldValues } from 'react-hook-form';
import { TreeSelect } from '@/shared/ui/controls/TreeSelect.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { useOrgChildren } from './org-tree.ts';

/** An organisation chosen in the lazily loaded organisation tree; kept in the form as its id. */
export function OrgTreeField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  valueLabel,
}: BoundProps<V> & { valueLabel?: string }) {
  const loadChildren = useOrgChildren();
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <TreeSelect
              {...control}
              value={typeof field.value === 'string' ? field.value : ''}
              valueLabel={valueLabel}
              onChange={(id) => field.onChange(id)}
              loadChildren={loadChildren}
              placeholder="请选择组织"
              clearable={!required}
            />
          )}
        />
      )}
    </Field>
  );
}
