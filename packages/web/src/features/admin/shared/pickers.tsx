// Fields that pick rows of other domains for a system record: a purchasing unit, a user of it, some provinces (an
// approved supplier is picked with `features/admin/shared/suppliers.tsx`). The options come from the calls that list those rows.
import { useQuery } from '@tanstack/react-query';
import {
  listAllPurchaserOrgsQueryOptions,
  listPurchaserUsersByTypeQueryOptions,
  queryAreaQueryOptions,
} from '@zc/sdk/react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Labels } from '@/shared/format/labels.ts';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { type BoundProps, errorOf, SelectField } from '@/shared/ui/FormDialog/fields.tsx';

const orgOptions = (orgs: readonly { id: string; orgNameZh: string }[] = []): SelectOption[] =>
  orgs.map((org) => ({ value: org.id, label: org.orgNameZh }));

/** The purchasing units, as select options. */
export const usePurchaserOrgOptions = () => orgOptions(useQuery(listAllPurchaserOrgsQueryOptions()).data);

/** Options as a filter's labels (`useList(…, { labels: { orgId: labelsOf(orgs) } })`). */
export const labelsOf = (options: readonly SelectOption[]): Labels =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));

/** One purchasing unit (searchable). */
export function PurchaserOrgField<V extends FieldValues>(bound: BoundProps<V>) {
  return <SelectField {...bound} options={usePurchaserOrgOptions()} searchable />;
}

/** A user of the purchasing unit chosen in the form's `orgField`; offers none until a unit is chosen. */
export function BuyerField<V extends FieldValues>({ orgField, ...bound }: BoundProps<V> & { orgField: FieldPath<V> }) {
  const orgId = String(bound.form.watch(orgField) ?? '');
  const { data = [] } = useQuery({
    ...listPurchaserUsersByTypeQueryOptions({ path: { type: 2 }, query: { orgId } }),
    enabled: Boolean(orgId),
  });
  const options = orgId ? data.map((user) => ({ value: user.id, label: `${user.fullName}（${user.account}）` })) : [];
  return <SelectField {...bound} options={options} searchable />;
}

/**
 * Some provinces, ticked in a grid and kept as their area codes. Codes already chosen that the area list lacks stay
 * ticked under the names the record gives (`names`, in the order of the codes).
 */
export function ProvincesField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  names = [],
}: BoundProps<V> & { names?: readonly string[] }) {
  const { data: areas = [] } = useQuery(queryAreaQueryOptions({ query: { parentCode: '0' } }));
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)}>
      {() => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => {
            const chosen: string[] = Array.isArray(field.value) ? field.value : [];
            const known = new Set(areas.map((area) => area.code));
            const options = [
              ...areas.map((area) => ({ value: area.code, label: area.name })),
              ...chosen
                .map((code, index) => ({ value: code, label: names[index] ?? code }))
                .filter((option) => !known.has(option.value)),
            ];
            return (
              <fieldset aria-label={label} className="grid grid-cols-4 gap-x-3 gap-y-1 text-sm">
                {options.map((option) => (
                  <label key={option.value} className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      checked={chosen.includes(option.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, option.value]
                            : chosen.filter((code) => code !== option.value),
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
