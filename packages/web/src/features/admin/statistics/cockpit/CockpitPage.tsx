import { exportDataCockpit, queryDataCockpit } from '@zc/sdk';
import { useFigures } from '@/shared/list/use-list.ts';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';
import { periodFilters } from '../shared/filters.ts';
import { CockpitFigures } from './CockpitFigures.tsx';

/** /data-cockpit and /cockpit: the platform's figures of the period chosen. */
export function CockpitPage() {
  const figures = useFigures(queryDataCockpit, periodFilters);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={figures.fields} values={figures.values} onSearch={figures.applyFilters} label="驾驶舱筛选" />
      <div>
        <ExportButton operation={exportDataCockpit} input={{ query: figures.params }} />
      </div>
      <CockpitFigures query={figures} />
    </div>
  );
}
