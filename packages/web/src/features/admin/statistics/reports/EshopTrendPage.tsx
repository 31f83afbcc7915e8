import { type components, listEshopTrend } from '@zc/sdk';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { supplierPeriodFilters } from '../shared/filters.ts';
import { TrendPage } from '../shared/TrendPage.tsx';

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
  return <TrendPage operation={listEshopTrend} filters={supplierPeriodFilters} chart={trend} label="电商交易筛选" />;
}
