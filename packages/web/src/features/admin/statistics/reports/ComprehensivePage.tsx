import { type components, exportSupplierFinalStatistics, pageSupplierFinalStatistics } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { supplierPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['SupplierFinalStatistics'];

const charts = [
  defineChart<Row>({
    title: '供应商成交与结算',
    x: 'supplierName',
    xLabel: '供应商',
    series: [
      { name: '成交金额（元）', field: 'dealAmount', type: 'bar' },
      { name: '已结算（元）', field: 'settledAmount', type: 'bar' },
      { name: '未结算（元）', field: 'unsettledAmount', type: 'bar' },
    ],
  }),
];
const columns = columnsOf<Row>({
  supplierName: '供应商',
  orderCount: '完成订单数',
  dealAmount: ['成交金额（元）', 'money'],
  settledAmount: ['已结算（元）', 'money'],
  unsettledAmount: ['未结算（元）', 'money'],
  afterSaleCount: '售后数',
});

/** /comprehensive-statistics: what each supplier dealt, and how much of it is settled. */
export function ComprehensivePage({ label = '综合统计' }: { label?: string }) {
  return (
    <ReportPage
      list={useList(pageSupplierFinalStatistics, supplierPeriodFilters)}
      label={label}
      exportCall={exportSupplierFinalStatistics}
      charts={charts}
      columns={columns}
    />
  );
}
