import {
  type components,
  queryDealMaterialPoint,
  selectDealMaterialBar,
  selectDealMaterialPie,
  selectDealPriceApply,
} from '@zc/sdk';
import { formatMoney } from '@/shared/format/money.ts';
import { useFigures } from '@/shared/list/use-list.ts';
import { Chart, chartData } from '@/shared/ui/Chart/Chart.tsx';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { FilterBar } from '@/shared/ui/FilterBar/FilterBar.tsx';
import { FigureCards } from '../shared/FigureCards.tsx';
import { materialFilters } from '../shared/filters.ts';

type Point = components['schemas']['DealMaterialPoint'];
type NameValue = components['schemas']['NameValue'];
type Bars = components['schemas']['ChartSeries'];
interface SupplierDeals {
  supplierName: string;
  amount: number;
  quantity: number;
}

const prices = defineChart<Point>({
  title: '成交价格分布',
  x: 'dealTime',
  xLabel: '成交时间',
  series: [{ name: '成交单价（元）', field: 'price', type: 'scatter' }],
});
const perSupplier = defineChart<SupplierDeals>({
  title: '供应商成交金额与数量',
  x: 'supplierName',
  xLabel: '供应商',
  series: [
    { name: '成交金额（元）', field: 'amount', type: 'bar' },
    { name: '成交数量', field: 'quantity', type: 'line', right: true },
  ],
});
const share = defineChart<NameValue>({
  title: '供应商成交占比',
  x: 'name',
  xLabel: '供应商',
  series: [{ name: '成交金额（元）', field: 'value', type: 'pie' }],
});

/** The bar chart's answer (labels and one series per figure) as one row per supplier. */
const supplierRows = (bars: Bars): SupplierDeals[] =>
  bars.categories.map((supplierName, index) => ({
    supplierName,
    amount: bars.series[0]?.data[index] ?? 0,
    quantity: bars.series[1]?.data[index] ?? 0,
  }));

/** /statistical-dashboard: the deals of a material (or of all) in the period: price reference, prices, suppliers. */
export function MaterialDealsPage() {
  const price = useFigures(selectDealPriceApply, materialFilters);
  const points = useFigures(queryDealMaterialPoint, materialFilters);
  const bars = useFigures(selectDealMaterialBar, materialFilters);
  const pie = useFigures(selectDealMaterialPie, materialFilters);
  const reference = price.data;
  const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={price.fields} values={price.values} onSearch={price.applyFilters} label="统计看板筛选" />
      <FigureCards
        label={`${reference?.materialName ?? '物资'}成交价格参考`}
        figures={
          reference
            ? [
                ['成交笔数', String(reference.dealCount)],
                ['最低价（元）', money(reference.minPrice)],
                ['最高价（元）', money(reference.maxPrice)],
                ['均价（元）', money(reference.avgPrice)],
                ['最近成交价（元）', money(reference.latestPrice)],
              ]
            : []
        }
      />
      <div className="grid gap-3 xl:grid-cols-2">
        <Chart spec={prices} {...chartData(points, (rows) => rows)} />
        <Chart spec={perSupplier} {...chartData(bars, supplierRows)} />
        <Chart spec={share} {...chartData(pie, (rows) => rows)} />
      </div>
    </div>
  );
}
