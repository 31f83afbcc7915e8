import { type components, exportDealLines, pageDealLines } from '@zc/sdk';
import { dealLineRowPurchaseTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { defineChart } from '@/shared/ui/Chart/chart-spec.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { goodsPeriodFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type Row = components['schemas']['DealLineRow'];

const charts = [
  defineChart<Row>({
    title: '本页成交金额',
    x: 'goodsName',
    xLabel: '商品名称',
    horizontal: true,
    series: [{ name: '金额（元）', field: 'amount', type: 'bar' }],
  }),
];
const columns = columnsOf<Row>({
  dealNo: '成交单号',
  dealTime: ['成交时间', 'dateTime'],
  purchaseType: ['采购方式', dealLineRowPurchaseTypeLabels],
  orgName: '采购单位',
  supplierName: '供应商',
  goodsName: '商品名称',
  categoryName: '品目',
  quantity: '数量',
  unitPrice: ['单价（元）', 'money'],
  amount: ['金额（元）', 'money'],
});

/**
 * /traded-items-details and /transaction-data-details: every deal line of the period, the page's amounts per goods as
 * bars; /eshop-details: those of e-commerce suppliers (`supplierType` 1).
 */
export function DealLinesPage({ label = '成交商品明细', supplierType }: { label?: string; supplierType?: 1 | 2 }) {
  return (
    <ReportPage
      list={useList(pageDealLines, goodsPeriodFilters, supplierType ? { query: { supplierType } } : {})}
      label={label}
      exportCall={exportDealLines}
      charts={charts}
      columns={columns}
    />
  );
}
