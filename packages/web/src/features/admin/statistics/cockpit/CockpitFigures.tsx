import type { components } from '@zc/sdk';
import { formatMoney } from '@/shared/format/money.ts';
import { Chart, chartData } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { FigureCards } from '../shared/FigureCards.tsx';

type Cockpit = components['schemas']['DataCockpit'];
type Month = Cockpit['monthTrend'][number];
type NameValue = components['schemas']['NameValue'];

const monthly = defineChart<Month>({
  title: '月度成交趋势',
  x: 'month',
  xLabel: '月份',
  series: [
    { name: '成交金额（元）', field: 'orderAmount', type: 'line' },
    { name: '成交笔数', field: 'orderCount', type: 'bar', right: true },
  ],
});
const top = (title: string, xLabel: string) =>
  defineChart<NameValue>({
    title,
    x: 'name',
    xLabel,
    horizontal: true,
    series: [{ name: '成交金额（元）', field: 'value', type: 'bar' }],
  });
const channels = defineChart<NameValue>({
  title: '采购方式占比',
  x: 'name',
  xLabel: '采购方式',
  series: [{ name: '成交金额（元）', field: 'value', type: 'pie' }],
});
const topCategories = top('品目成交排行', '品目');
const topSuppliers = top('供应商成交排行', '供应商');
const topUnits = top('采购单位成交排行', '采购单位');

const kpis = (cockpit: Cockpit): [string, string][] => [
  ['成交金额（元）', formatMoney(cockpit.totalOrderAmount)],
  ['成交笔数', String(cockpit.totalOrderCount)],
  ['采购单位', String(cockpit.purchaserCount)],
  ['供应商', String(cockpit.supplierCount)],
  ['节约金额（元）', formatMoney(cockpit.savingAmount)],
];

interface CockpitQuery {
  data: Cockpit | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The cockpit's figures: the KPI cards, the monthly amounts, the channel share and the top categories, suppliers and units. */
export function CockpitFigures({ query, chartHeight = 'h-72' }: { query: CockpitQuery; chartHeight?: string }) {
  const chart = <Row,>(select: (cockpit: Cockpit) => Row[] | undefined) => ({
    ...chartData(query, select),
    className: chartHeight,
  });
  return (
    <div className="flex flex-col gap-3">
      <FigureCards label="核心指标" figures={query.data ? kpis(query.data) : []} />
      <div className="grid gap-3 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <Chart spec={monthly} {...chart((cockpit) => cockpit.monthTrend)} />
        </div>
        <Chart spec={channels} {...chart((cockpit) => cockpit.channelShare?.filter((row) => row.value > 0))} />
        <Chart spec={topCategories} {...chart((cockpit) => cockpit.topCategories)} />
        <Chart spec={topSuppliers} {...chart((cockpit) => cockpit.topSuppliers)} />
        <Chart spec={topUnits} {...chart((cockpit) => cockpit.topPurchasers)} />
      </div>
    </div>
  );
}
