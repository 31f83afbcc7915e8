import { type components, exportPurchaseCategoryStatistics, pagePurchaseCategoryStatistics } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { periodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['PurchaseCategoryStatistics'];

const charts = [
  defineChart<Row>({
    title: '品目采购金额占比',
    x: 'categoryName',
    xLabel: '品目',
    series: [{ name: '采购金额（元）', field: 'amount', type: 'pie' }],
  }),
];
const columns = columnsOf<Row>({
  categoryName: '品目',
  orderCount: '订单数',
  quantity: '采购数量',
  amount: ['采购金额（元）', 'money'],
  ratio: { header: '占比（%）', align: 'right', cell: (row) => `${row.ratio}%` },
});

/** /procurement-item-statistics: the categories bought in the period, their share and figures. */
export function CategoryPurchasePage({ label = '采购品目统计' }: { label?: string }) {
  return (
    <ReportPage
      list={useList(pagePurchaseCategoryStatistics, periodFilters)}
      label={label}
      exportCall={exportPurchaseCategoryStatistics}
      charts={charts}
      columns={columns}
    />
  );
}
