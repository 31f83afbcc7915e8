import { useQuery } from '@tanstack/react-query';
import { queryGoodsCategoriesQueryOptions } from '@zc/sdk/react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf } from '@/shared/ui/FormDialog/fields.tsx';

/** The catalogue's top-level categories, as options: a floor or a product area of the mall home shows some of them. */
function useTopCategoryOptions(): SelectOption[] {
  const { data = [] } = useQuery(queryGoodsCategoriesQueryOptions());
  return data.map((category) => ({ value: category.id, label: category.name }));
}

/** Some top-level categories, ticked in a grid; kept as their ids. */
export function CategoriesField<V extends FieldValues>({ form, name, label, required, hint }: BoundProps<V>) {
  const options = useTopCategoryOptions();
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
