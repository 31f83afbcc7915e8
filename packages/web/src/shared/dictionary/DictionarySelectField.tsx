import { useQueryBizDictionaryList } from '@zc/sdk/react';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

/**
 * One of the enabled entries of a business dictionary type (/biz-dict), in the administrator's order. A value the
 * record already has stays offered after its entry was disabled, so that editing the record does not lose it.
 */
export function DictionarySelectField<V extends FieldValues>({
  dictType,
  ...bound
}: BoundProps<V> & { dictType: string }) {
  const entries = useQueryBizDictionaryList({ query: { dictType, status: 1 } });
  const current = bound.form.getValues(bound.name);
  const options = (entries.data ?? []).map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  if (typeof current === 'string' && current && !options.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return <SelectField {...bound} options={options} />;
}
