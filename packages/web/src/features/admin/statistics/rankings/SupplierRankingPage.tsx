import { type components, exportSupplierFinalStatistics, pageSupplierFinalStatistics } from '@zc/sdk';
import { supplierTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { supplierPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Supplier = components['schemas']['SupplierFinalStatistics'];

const chart = defineChart<Supplier>({
  title: '供应商成交金额排行',
  x: 'supplierName',
  xLabel: '供应商',
  horizontal: true,
  series: [{ name: '成交金额（元）', field: 'dealAmount', type: 'bar' }],
});
const columns = columnsOf<Supplier>({
  supplierName: '供应商',
  supplierType: ['类型', supplierTypeLabels],
  orderCount: '完成订单数',
  dealAmount: ['成交金额（元）', 'money'],
  settledAmount: ['已结算（元）', 'money'],
  unsettledAmount: ['未结算（元）', 'money'],
  afterSaleCount: '售后数',
  score: '评分',
});

/** /local-suppliers-ranking and /e-commerce-trading-ranking: one kind of supplier by deal amount. */
export function SupplierRankingPage({ supplierType, label }: { supplierType: 1 | 2; label: string }) {
  const list = useList(pageSupplierFinalStatistics, supplierPeriodFilters, { query: { supplierType } });
  return (
    <ReportPage
      list={list}
      label={label}
      exportCall={exportSupplierFinalStatistics}
      charts={[chart]}
      columns={columns}
    />
  );
}
