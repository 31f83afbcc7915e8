import { type FormEvent, useState } from 'react';
import { Button } from '../Button.tsx';
import { Field } from '../Field.tsx';
import { Input } from '../Input.tsx';
import { Select, type SelectOption } from '../Select.tsx';

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
  const set = (name: string, value: string) => setDraft({ from: applied, values: { ...current, [name]: value } });

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
      {fields.map((field) =>
        field.type === 'dateRange' ? (
          <fieldset key={field.name} className="flex w-[26rem] items-center gap-2">
            <legend className="float-left mr-3 shrink-0 text-sm text-slate-600">{field.label}</legend>
            <Input
              type="date"
              aria-label={`${field.label}开始`}
              name={field.name}
              value={current[field.name] ?? ''}
              onChange={(event) => set(field.name, event.target.value)}
            />
            <span className="text-slate-400">至</span>
            <Input
              type="date"
              aria-label={`${field.label}结束`}
              name={field.to}
              value={current[field.to] ?? ''}
              onChange={(event) => set(field.to, event.target.value)}
            />
          </fieldset>
        ) : (
          <Field key={field.name} label={field.label} layout="left" className="w-72">
            {(control) => {
              const common = {
                ...control,
                name: field.name,
                value: current[field.name] ?? '',
              };
              if (field.type === 'select')
                return (
                  <Select
                    {...common}
                    options={field.options}
                    placeholder={field.placeholder ?? '全部'}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                );
              const placeholder = field.type === 'date' ? undefined : (field.placeholder ?? `请输入${field.label}`);
              return (
                <Input
                  {...common}
                  type={field.type ?? 'text'}
                  placeholder={placeholder}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              );
            }}
          </Field>
        ),
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
      </div>
    </form>
  );
}
