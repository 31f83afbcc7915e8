import { useQueryBizDictionaryList } from '@zc/sdk/react';
import type { FieldValues } from 'react-hook-form';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';
import { type BoundProps, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

/**
 * The enabled entries of a business dictionary type (/biz-dict), in the administrator's order. A `current` value
 * stays offered after its entry was disabled, so that editing a record does not lose it.
 */
export function useDictionaryOptions(dictType: string, current?: unknown): SelectOption[] {
  const entries = useQueryBizDictionaryList({ query: { dictType, status: 1 } });
  const options = (entries.data ?? []).map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  if (typeof current === 'string' && current && !options.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return options;
}

/** One of the enabled entries of a business dictionary type, the record's own value kept (useDictionaryOptions). */
export function DictionarySelectField<V extends FieldValues>({
  dictType,
  ...bound
}: BoundProps<V> & { dictType: string }) {
  const options = useDictionaryOptions(dictType, bound.form.getValues(bound.name));
  return <SelectField {...bound} options={options} />;
}
