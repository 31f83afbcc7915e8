import { type components, exportMonthStatistics, listMonthStatistics } from '@zc/sdk';
import { useFigures } from '@/shared/list/use-list.ts';
import { Chart } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';
import { yearFilters } from '../shared/filters.ts';

type Month = components['schemas']['MonthStatistics'];

const months = defineChart<Month>({
  title: '月度成交',
  x: 'month',
  xLabel: '月份',
  series: [
    { name: '成交金额（元）', field: 'orderAmount', type: 'bar' },
    { name: '成交笔数', field: 'orderCount', type: 'line', right: true },
  ],
});
const columns = columnsOf<Month>({
  month: '月份',
  orderAmount: ['成交金额（元）', 'money'],
  orderCount: '成交笔数',
  purchaserCount: '采购单位数',
  supplierCount: '供应商数',
  momRate: {
    header: '环比（%）',
    align: 'right',
    cell: (row) => (row.momRate === undefined ? '--' : `${row.momRate}%`),
  },
});

/** /monthly-direct-purchase and /monthly-bidding-purchase: the months of the year chosen, of one channel. */
export function MonthlyPage({ purchaseType }: { purchaseType: 1 | 2 }) {
  const year = new Date().getFullYear();
  const figures = useFigures(listMonthStatistics, yearFilters, { query: { year, purchaseType } });
  const rows = figures.data;
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={figures.fields} values={figures.values} onSearch={figures.applyFilters} label="月度统计筛选" />
      <Chart spec={months} rows={rows} isPending={figures.isPending} error={figures.error} onRetry={figures.refetch} />
      <div>
        <ExportButton operation={exportMonthStatistics} input={{ query: { year, purchaseType, ...figures.params } }} />
      </div>
      <DataTable
        label="月度统计"
        columns={columns}
        // A year is twelve rows: one page, nothing to turn.
        {...completeList(rows)}
        isPending={figures.isPending}
        error={figures.error}
        onRetry={figures.refetch}
        rowKey={(row) => row.month}
      />
    </div>
  );
}
