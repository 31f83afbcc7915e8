import { Button } from '../../../shared/ui/Button.tsx';

export interface ListTab<V extends string> {
  value: V;
  label: string;
}

/** Tabs above a list that switch what it shows (a search param of the page, so the tab survives a tab switch). */
export function ListTabs<V extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: readonly ListTab<V>[];
  current: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          role="tab"
          aria-selected={tab.value === current}
          variant={tab.value === current ? 'primary' : 'default'}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </Button>
      ))}
    </div>
  );
}

/** The tab a search param names, or the first one. */
export const tabOf = <V extends string>(tabs: readonly ListTab<V>[], value: string | undefined): V =>
  (tabs.find((tab) => tab.value === value) ?? (tabs[0] as ListTab<V>)).value;
