import { Link } from '@tanstack/react-router';
import { type components, pageSupplierSourcing } from '@zc/sdk';
import { quoteStatusLabels, sourcingStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { offerFilters } from './filters.ts';

type Sourcing = components['schemas']['Sourcing'];

/** An open inquiry is quoted on (or its quotation changed); a closed one is only seen. */
const actionOf = (sourcing: Sourcing) =>
  sourcing.status === 3 ? (sourcing.myQuoteStatus ? '修改报价' : '报价') : '查看';

const columns = columnsOf<Sourcing>({
  sourcingNo: '询价编号',
  sourcingName: '询价标题',
  purchaserOrgName: '采购单位',
  quoteEndTime: ['报价截止', 'dateTime'],
  status: ['询价状态', sourcingStatusLabels],
  myQuoteStatus: ['我的报价', quoteStatusLabels],
  myQuoteAmount: ['报价金额（元）', 'money'],
  actions: {
    header: '操作',
    cell: (sourcing) => (
      <Link
        to="/supplier-sourcing-offer-info"
        search={{ id: sourcing.id }}
        aria-label={`${sourcing.status === 3 ? '报价' : '查看'}：${sourcing.sourcingName}`}
        className="text-brand hover:underline"
      >
        {actionOf(sourcing)}
      </Link>
    ),
  },
});

/** 询价报价: the published inquiries open to this supplier, with its own quotation state; each opens to quote. */
export function SourcingOfferListPage() {
  const list = useList(pageSupplierSourcing, offerFilters);
  return <ListPage label="询价列表" list={list} columns={columns} />;
}
