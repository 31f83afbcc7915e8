import { type FormEvent, useState } from 'react';
import { Button } from '../Button.tsx';
import { DatePicker } from '../controls/DatePicker.tsx';
import { DateRangePicker } from '../controls/DateRangePicker.tsx';
import { Select, type SelectOption } from '../controls/Select.tsx';
import { Field } from '../Field.tsx';
import { Input } from '../Input.tsx';

export type FilterValues = Record<string, string | undefined>;

export type FilterField =
  | { type?: 'text' | 'number'; name: string; label: string; placeholder?: string }
  | { type: 'select'; name: string; label: string; options: readonly SelectOption[]; placeholder?: string }
  | { type: 'date'; name: string; label: string }
  /** A period: `name` is its first day, `to` its last. */
  | { type: 'dateRange'; name: string; to: string; label: string };

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The filters in force (from the URL's search params). */
  values: FilterValues;
  /** 查询: the filled filters, empty ones left out; the caller writes them to the URL (and goes back to page 1). */
  onSearch: (values: FilterValues) => void;
  /** 重置: clears the fields; by default it searches with no filters. */
  onReset?: () => void;
  /** Read out as the form's name ('商品筛选'). */
  label?: string;
}

/** Longer option lists can be searched by typing. */
const searchableFrom = 8;

const filled = (values: FilterValues): FilterValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value),
  );

/**
 * A row of labelled filters with 查询 and 重置. What is typed stays here until 查询 (or Enter); the filters in force
 * come from `values`, so the URL stays the one source of truth (back and forward restore them).
 */
export function FilterBar({ fields, values, onSearch, onReset, label = '筛选条件' }: FilterBarProps) {
  const applied = JSON.stringify(filled(values));
  const [draft, setDraft] = useState<{ from: string; values: FilterValues }>({ from: applied, values });
  // When the URL changes (back, a link, reset), what is shown follows it.
  const current = draft.from === applied ? draft.values : values;
  const set = (changes: FilterValues) => setDraft({ from: applied, values: { ...current, ...changes } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filled(current));
  };
  const reset = () => {
    setDraft({ from: applied, values: {} });
    if (onReset) onReset();
    else onSearch({});
  };

  return (
    // A named form is a landmark (role form); <search> would be better but older browsers and jsdom do not know it.
    <form
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded bg-white px-4 py-3"
    >
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          layout="left"
          className={field.type === 'dateRange' ? 'w-[26rem]' : 'w-72'}
        >
          {(control) => {
            const value = current[field.name] ?? '';
            switch (field.type) {
              case 'select':
                return (
                  <Select
                    {...control}
                    className="flex-1"
                    value={value}
                    options={field.options}
                    placeholder={field.placeholder ?? '全部'}
                    clearable
                    searchable={field.options.length > searchableFrom}
                    onChange={(next) => set({ [field.name]: next })}
                  />
                );
              case 'date':
                return (
                  <DatePicker
                    {...control}
                    className="flex-1"
                    value={value}
                    onChange={(next) => set({ [field.name]: next })}
                  />
                );
              case 'dateRange':
                return (
                  <DateRangePicker
                    {...control}
                    className="flex-1"
                    value={[value, current[field.to] ?? '']}
                    onChange={([from, to]) => set({ [field.name]: from, [field.to]: to })}
                  />
                );
              default:
                return (
                  <Input
                    {...control}
                    name={field.name}
                    value={value}
                    type={field.type ?? 'text'}
                    placeholder={field.placeholder ?? `请输入${field.label}`}
                    onChange={(event) => set({ [field.name]: event.target.value })}
                  />
                );
            }
          }}
        </Field>
      ))}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
      </div>
    </form>
  );
}
