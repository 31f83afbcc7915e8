import { type components, exportSupplierQuoteStatistics, pageSupplierQuoteStatistics } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { supplierPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['SupplierQuoteStatistics'];

const charts = [
  defineChart<Row>({
    title: '供应商报价与中标',
    x: 'supplierName',
    xLabel: '供应商',
    series: [
      { name: '报价数', field: 'quoteCount', type: 'bar' },
      { name: '中标数', field: 'winCount', type: 'bar' },
      { name: '中标率（%）', field: 'winRate', type: 'line', right: true },
    ],
  }),
];
const columns = columnsOf<Row>({
  supplierName: '供应商',
  invitedCount: '受邀数',
  quoteCount: '报价数',
  winCount: '中标数',
  quoteRate: '报价率（%）',
  winRate: '中标率（%）',
  lastQuoteTime: ['最近报价时间', 'dateTime'],
});

/** /quoted-price and /supplier-quote-details: each supplier's invitations, quotes and wins in the period. */
export function SupplierQuotePage({ label = '供应商报价统计' }: { label?: string }) {
  return (
    <ReportPage
      list={useList(pageSupplierQuoteStatistics, supplierPeriodFilters)}
      label={label}
      exportCall={exportSupplierQuoteStatistics}
      charts={charts}
      columns={columns}
    />
  );
}
