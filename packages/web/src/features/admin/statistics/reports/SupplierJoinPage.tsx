import { type components, exportSupplierJoinStatistics, pageSupplierJoinStatistics } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { supplierPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['SupplierJoinStatistics'];

const charts = [
  defineChart<Row>({
    title: '供应商参与项目',
    x: 'supplierName',
    xLabel: '供应商',
    series: [
      { name: '竞价', field: 'biddingJoinCount', type: 'bar', stack: 'join' },
      { name: '反拍', field: 'backhandJoinCount', type: 'bar', stack: 'join' },
      { name: '寻源', field: 'sourcingJoinCount', type: 'bar', stack: 'join' },
      { name: '拍卖', field: 'auctionJoinCount', type: 'bar', stack: 'join' },
    ],
  }),
];
const columns = columnsOf<Row>({
  supplierName: '供应商',
  biddingJoinCount: '竞价参与数',
  backhandJoinCount: '反拍参与数',
  sourcingJoinCount: '寻源参与数',
  auctionJoinCount: '拍卖参与数',
  totalJoinCount: '合计',
  winCount: '中标数',
});

/** /supplier-join-statistics and /bid-back-sourcing-details: each supplier's part in bidding, backhand, sourcing and auctions. */
export function SupplierJoinPage({ label = '供应商参与统计' }: { label?: string }) {
  return (
    <ReportPage
      list={useList(pageSupplierJoinStatistics, supplierPeriodFilters)}
      label={label}
      exportCall={exportSupplierJoinStatistics}
      charts={charts}
      columns={columns}
    />
  );
}
