import { type components, exportOrgPurchaseStatistics, pageOrgPurchaseStatistics } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { unitPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['OrgPurchaseStatistics'];

const charts = [
  defineChart<Row>({
    title: '各单位采购金额',
    x: 'orgName',
    xLabel: '采购单位',
    series: [
      { name: '直购', field: 'directAmount', type: 'bar', stack: 'channel' },
      { name: '协议', field: 'agreementAmount', type: 'bar', stack: 'channel' },
      { name: '竞价', field: 'biddingAmount', type: 'bar', stack: 'channel' },
      { name: '反拍', field: 'backhandAmount', type: 'bar', stack: 'channel' },
      { name: '寻源', field: 'sourcingAmount', type: 'bar', stack: 'channel' },
      { name: '拍卖', field: 'auctionAmount', type: 'bar', stack: 'channel' },
    ],
  }),
];
const columns = columnsOf<Row>({
  orgName: '采购单位',
  directAmount: ['直购（元）', 'money'],
  agreementAmount: ['协议（元）', 'money'],
  biddingAmount: ['竞价（元）', 'money'],
  backhandAmount: ['反拍（元）', 'money'],
  sourcingAmount: ['寻源（元）', 'money'],
  auctionAmount: ['拍卖（元）', 'money'],
  totalAmount: ['合计（元）', 'money'],
  orderCount: '成交笔数',
});

/** /unit-procurement-statistics: each unit's deals of the period, stacked by channel. */
export function UnitPurchasePage({ label = '单位采购统计' }: { label?: string }) {
  return (
    <ReportPage
      list={useList(pageOrgPurchaseStatistics, unitPeriodFilters)}
      label={label}
      exportCall={exportOrgPurchaseStatistics}
      charts={charts}
      columns={columns}
    />
  );
}
