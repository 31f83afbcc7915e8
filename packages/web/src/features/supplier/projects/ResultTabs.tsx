import { projectStatusLabels } from '@zc/sdk/labels';
import { labelsOnly } from '@/shared/format/labels.ts';
import type { ListModel } from '@/shared/list/use-list.ts';
import { resultStatuses } from './filters.ts';

/** The result phases as tabs above the list: the tab is the list's `status` filter. */
export function ResultTabs({
  list,
  current,
}: {
  list: Pick<ListModel<unknown>, 'values' | 'applyFilters'>;
  current: string | number;
}) {
  return (
    <div role="tablist" aria-label="项目状态" className="flex gap-1 border-b border-slate-200">
      {Object.entries(labelsOnly(projectStatusLabels, resultStatuses)).map(([value, label]) => {
        const selected = String(current) === value;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => list.applyFilters({ ...list.values, status: value })}
            className={`px-4 py-2 text-sm ${selected ? 'border-b-2 border-brand text-brand' : 'text-slate-600'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** The list with its tabs' filter left out of the filter bar (the filter stays in force). */
export const withoutField = <L extends Pick<ListModel<unknown>, 'fields'>>(list: L, name: string): L => ({
  ...list,
  fields: list.fields.filter((field) => field.name !== name),
});
