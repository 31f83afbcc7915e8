import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryGoodsCategoriesQueryOptions } from '@zc/sdk/react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

type Category = components['schemas']['Category'];

/** The catalogue's categories of the first two levels, as options named by their path ('办公用品/文具'). */
function useCategoryOptions(levels: 1 | 2): SelectOption[] {
  const { data = [] } = useQuery(queryGoodsCategoriesQueryOptions());
  const walk = (rows: readonly Category[] = [], parent = '', level = 1): SelectOption[] =>
    rows.flatMap((row) => {
      const label = parent ? `${parent}/${row.name}` : row.name;
      const below = level < levels ? walk(row.children as Category[] | undefined, label, level + 1) : [];
      return [{ value: row.id, label }, ...below];
    });
  return walk(data);
}

/** One category of the first two levels (searchable). */
export function CategoryField<V extends FieldValues>(bound: BoundProps<V>) {
  return <SelectField {...bound} options={useCategoryOptions(2)} searchable />;
}

/** Some top-level categories, ticked in a grid; kept as their ids. */
export function CategoriesField<V extends FieldValues>({ form, name, label, required, hint }: BoundProps<V>) {
  const options = useCategoryOptions(1);
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {() => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => {
            const chosen: string[] = Array.isArray(field.value) ? field.value : [];
            return (
              <fieldset aria-label={label} className="grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
                {options.map((option) => (
                  <label key={option.value} className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      checked={chosen.includes(option.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...chosen, option.value] : chosen.filter((id) => id !== option.value),
                        )
                      }
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            );
          }}
        />
      )}
    </Field>
  );
}
