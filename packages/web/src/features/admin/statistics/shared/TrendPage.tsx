import type { Data, Operation, OperationId } from '@zc/sdk';
import type { FilterDeclaration, Filters } from '@/shared/list/filters.ts';
import { useFigures } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import type { ChartSpec } from '@/shared/ui/Chart/chart-spec.ts';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';

/** A page of one chart over a call that answers its points (a month or a day each), its filters kept in the address. */
export function TrendPage<K extends OperationId, D extends FilterDeclaration>({
  operation,
  filters,
  chart,
  label,
}: {
  operation: Operation<K>;
  filters: Filters<D>;
  chart: ChartSpec<Data<K> extends readonly (infer Row)[] ? Row : never>;
  /** The filter bar's name. */
  label: string;
}) {
  const figures = useFigures(operation, filters);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={figures.fields} values={figures.values} onSearch={figures.applyFilters} label={label} />
      <Chart
        spec={chart}
        rows={figures.data as readonly (Data<K> extends readonly (infer Row)[] ? Row : never)[] | undefined}
        isPending={figures.isPending}
        error={figures.error}
        onRetry={figures.refetch}
        className="h-96"
      />
    </div>
  );
}
