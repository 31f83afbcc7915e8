import { Button } from '../../../shared/ui/Button.tsx';
import type { ListState } from '../../../shared/ui/ListPage/ListPage.tsx';

/**
 * One state at a time, as tabs above a list, where the list call takes a single state and "all" makes no sense
 * (失败订单, goods to turn into agreement goods). The chosen state is the list's filter `name`; the first by default.
 */
export function StateTabs({
  label,
  name,
  list,
  tabs,
}: {
  label: string;
  name: string;
  list: ListState;
  tabs: readonly { value: string; label: string }[];
}) {
  const current = stateOf(list, name, tabs);
  return (
    <div role="tablist" aria-label={label} className="flex gap-2">
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          role="tab"
          aria-selected={current === tab.value}
          variant={current === tab.value ? 'primary' : 'default'}
          onClick={() => list.search({ ...list.filters, [name]: tab.value })}
        >
          {tab.label}
        </Button>
      ))}
    </div>
  );
}

/** The tab in force: the filter's value, or the first tab. */
export const stateOf = (list: ListState, name: string, tabs: readonly { value: string }[]) =>
  list.filters[name] ?? tabs[0]?.value;
