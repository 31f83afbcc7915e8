import type { Labels } from '@/shared/format/labels.ts';
import type { ListModel } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';

/** Tabs above a list that switch what it shows: one per code of `tabs`, named by its label. */
export function ListTabs<V extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: Readonly<Record<V, string>>;
  current: string;
  onChange: (value: V) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {(Object.entries(tabs) as [V, string][]).map(([value, name]) => (
        <Button
          key={value}
          role="tab"
          aria-selected={value === current}
          variant={value === current ? 'primary' : 'default'}
          onClick={() => onChange(value)}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}

type TabbedList = Pick<ListModel<unknown>, 'fields' | 'values' | 'applyFilters'>;

/** Tabs of a list's state filter `name`: a tab filters the list by its state, keeping the other filters. */
export function StateTabs({
  label,
  list,
  name,
  tabs,
  current,
}: {
  label: string;
  list: TabbedList;
  name: string;
  tabs: Labels;
  current: string | number;
}) {
  return (
    <ListTabs
      label={label}
      tabs={tabs}
      current={String(current)}
      onChange={(value) => list.applyFilters({ ...list.values, [name]: value })}
    />
  );
}

/** The list with its tabs' filter left out of the filter bar (the filter stays in force). */
export const withoutField = <L extends Pick<TabbedList, 'fields'>>(list: L, name: string): L => ({
  ...list,
  fields: list.fields.filter((field) => field.name !== name),
});
