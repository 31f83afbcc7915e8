import { type components, listEshopTrend } from '@zc/sdk';
import { useFigures } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';
import { supplierPeriodFilters } from '../shared/filters.ts';

type Month = components['schemas']['EshopTrend'];

const trend = defineChart<Month>({
  title: '电商交易趋势',
  x: 'month',
  xLabel: '月份',
  series: [
    { name: '交易金额（元）', field: 'orderAmount', type: 'line' },
    { name: '订单数', field: 'orderCount', type: 'bar', right: true },
    { name: '电商供应商数', field: 'supplierCount', type: 'line', right: true },
  ],
});

/** /commerce-transaction-statistics: the e-commerce suppliers' orders per month of the period. */
export function EshopTrendPage() {
  const figures = useFigures(listEshopTrend, supplierPeriodFilters);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={figures.fields} values={figures.values} onSearch={figures.applyFilters} label="电商交易筛选" />
      <Chart
        spec={trend}
        rows={figures.data}
        isPending={figures.isPending}
        error={figures.error}
        onRetry={figures.refetch}
        className="h-96"
      />
    </div>
  );
}
