import { type components, getAbleAccountPage, getUnableAccountPage } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { labelOf } from '@/shared/format/labels.ts';
import { useList } from '@/shared/list/use-list.ts';
import { type PageSearch, useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { accountOrderFilters, accountOrderSearch, accountOrderViews } from './filters.ts';
import { GenerateStatement } from './GenerateStatement.tsx';
import { ListTabs } from './ListTabs.tsx';

type Order = components['schemas']['Order'];

/** Why an order cannot go into a statement yet: not received, or already in one. */
const unableReason = (order: Order) =>
  order.status === 6 || order.status === 7
    ? '已在其他对账单中'
    : `订单${labelOf(orderStatusLabels, order.status)}，收货后方可对账`;

const orderColumns = (own: Record<string, ColumnSpec<Order>> = {}) =>
  columnsOf<Order>({
    orderNo: '订单编号',
    purchaserName: '采购单位',
    buyerName: '下单人',
    totalPrice: ['订单金额', 'money'],
    status: ['订单状态', orderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
    receiveTime: ['收货时间', 'dateTime'],
    ...own,
  });
const columns = {
  able: orderColumns(),
  unable: orderColumns({ reason: { header: '不可对账原因', cell: unableReason } }),
};

/** 生成对账单: received orders not yet in a statement; the supplier selects some of one purchaser and generates one. */
export function CreateAccountPage() {
  const view = useListSearch(accountOrderSearch).tab ?? 'able';
  const setSearch = useSetPageSearch<PageSearch<'/create-account'>>();
  const list = useList(view === 'able' ? getAbleAccountPage : getUnableAccountPage, accountOrderFilters);
  return (
    <ListPage
      label={accountOrderViews[view]}
      list={list}
      columns={columns[view]}
      batchActions={view === 'able' ? (orders) => <GenerateStatement orders={orders} /> : undefined}
    >
      <ListTabs
        label="订单范围"
        tabs={accountOrderViews}
        current={view}
        onChange={(tab) => setSearch({ tab, page: undefined })}
      />
    </ListPage>
  );
}
