import { type components, listSignInTrend } from '@zc/sdk';
import { useFigures } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';
import { periodFilters } from '../shared/filters.ts';

type Day = components['schemas']['SignInDay'];

const trend = defineChart<Day>({
  title: '每日登录次数',
  x: 'day',
  xLabel: '日期',
  series: [
    { name: '采购人', field: 'purchaserCount', type: 'line' },
    { name: '供应商', field: 'supplierCount', type: 'line' },
    { name: '管理员', field: 'adminCount', type: 'line' },
  ],
});

/** /login-trend-chart: the successful sign-ins per day of the period (the last 30 days unless chosen), per kind of user. */
export function SignInTrendPage() {
  const figures = useFigures(listSignInTrend, periodFilters);
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={figures.fields} values={figures.values} onSearch={figures.applyFilters} label="登录趋势筛选" />
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
