import { Controller, type FieldValues } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';
import { CategoryTreeSelect } from './CategoryTreeSelect.tsx';

/** A category of any level, chosen in the lazy category tree and shown by its path; kept in the form as its id. */
export function CategoryTreeField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  valueLabel,
  leafOnly = false,
}: BoundProps<V> & {
  /** The chosen category's name or path while its level is not loaded (the record being edited names it). */
  valueLabel?: string;
  /** Only categories without sub-categories may be chosen. */
  leafOnly?: boolean;
}) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <CategoryTreeSelect
              {...control}
              value={typeof field.value === 'string' ? field.value : ''}
              valueLabel={valueLabel}
              onChange={(choice) => field.onChange(choice?.id ?? '')}
              leafOnly={leafOnly}
              clearable={!required}
            />
          )}
        />
      )}
    </Field>
  );
}
