import { type Labels, labelOf } from '@/shared/format/labels.ts';
import type { ListModel } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';

/**
 * One state at a time, as tabs above a list, where the list call takes a single state and "all" makes no sense
 * (失败订单, goods to turn into agreement goods). The chosen state is the list's filter `name`; the first tab until
 * one is chosen, which the page also sets as the list's fixed query.
 */
export function StateTabs<T>({
  label,
  name,
  list,
  tabs,
  labels,
}: {
  label: string;
  name: string;
  list: ListModel<T>;
  tabs: readonly number[];
  labels: Labels;
}) {
  const current = list.values[name] ?? String(tabs[0]);
  return (
    <div role="tablist" aria-label={label} className="flex gap-2">
      {tabs.map((tab) => (
        <Button
          key={tab}
          role="tab"
          aria-selected={current === String(tab)}
          variant={current === String(tab) ? 'primary' : 'default'}
          onClick={() => list.applyFilters({ ...list.values, [name]: String(tab) })}
        >
          {labelOf(labels, tab)}
        </Button>
      ))}
    </div>
  );
}

/** The list without the filter its tabs choose, which the filter bar would otherwise offer as well. */
export const withoutFilter = <T,>(list: ListModel<T>, name: string): ListModel<T> => ({
  ...list,
  fields: list.fields.filter((field) => field.name !== name),
});
