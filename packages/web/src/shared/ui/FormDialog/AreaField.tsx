import { queryArea } from '@zc/sdk';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { Cascader, type CascaderOption } from '../controls/Cascader.tsx';
import { Field } from '../Field.tsx';
import { type BoundProps, errorOf } from './fields.tsx';

/** The areas under `parentCode` (provinces without one); a district completes an address. */
const loadAreas = async (parentCode?: string): Promise<CascaderOption[]> =>
  (await queryArea({ query: { parentCode } })).map((area) => ({
    value: area.code,
    label: area.name,
    isLeaf: area.level >= 3,
  }));

export interface AreaFieldProps<V extends FieldValues> extends Omit<BoundProps<V>, 'name'> {
  /** The form's province, city and district code fields. */
  names: readonly [FieldPath<V>, FieldPath<V>, FieldPath<V>];
  /** The names of the edited record's areas, shown until their levels are loaded. */
  valueLabels?: readonly string[];
}

/** 所在地区: province, city and district picked in one cascader and kept in three fields of the form. */
export function AreaField<V extends FieldValues>({
  form,
  names,
  label,
  required,
  hint,
  valueLabels,
}: AreaFieldProps<V>) {
  const value = (form.watch([...names]) as unknown[]).filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  const error = names.map((name) => errorOf(form, name)).find(Boolean);
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <Cascader
          {...control}
          value={value}
          valueLabels={valueLabels}
          loadOptions={loadAreas}
          placeholder="请选择省 / 市 / 区县"
          onChange={(codes) => {
            for (const [level, name] of names.entries())
              form.setValue(name, (codes[level] ?? '') as PathValue<V, typeof name>, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              });
          }}
        />
      )}
    </Field>
  );
}
