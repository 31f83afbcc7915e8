import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getAbleAccountPageQueryOptions, getUnableAccountPageQueryOptions, useCreateAccount } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { orderStatusLabels } from '../orders/labels.ts';
import { ListTabs, tabOf } from './ListTabs.tsx';
import { sumOf } from './labels.ts';

type Order = components['schemas']['Order'];
const column = createColumns<Order>();

const tabs = [
  { value: 'able', label: '可对账订单' },
  { value: 'unable', label: '不可对账订单' },
] as const;

/** Why an order cannot go into a statement yet: not received, or already in one. */
const unableReason = (order: Order) =>
  order.status === 6 || order.status === 7
    ? '已在其他对账单中'
    : `订单${labelOf(orderStatusLabels, order.status)}，收货后方可对账`;

/** 生成对账单: received orders not yet in a statement; the supplier selects some of one purchaser and generates one. */
export function CreateAccountPage() {
  const list = useListSearch();
  const tab = tabOf(tabs, list.filters.tab);
  const create = useCreateAccount();
  const query = {
    pageNum: list.page.current,
    pageSize: list.page.size,
    orderNo: list.filters.orderNo,
    startTime: list.filters.startTime,
    endTime: list.filters.endTime,
  };
  const able = useQuery({
    ...getAbleAccountPageQueryOptions({ query }),
    enabled: tab === 'able',
    placeholderData: keepPreviousData,
  });
  const unable = useQuery({
    ...getUnableAccountPageQueryOptions({ query }),
    enabled: tab === 'unable',
    placeholderData: keepPreviousData,
  });
  const orders = tab === 'able' ? able : unable;

  const generate = async (selected: Order[]) => {
    const purchasers = new Set(selected.map((order) => order.purchaserId));
    if (purchasers.size > 1) {
      toast.warning('一张对账单只能包含同一采购单位的订单，请重新选择');
      return;
    }
    const [first] = selected;
    if (!first) return;
    const total = formatMoney(sumOf(selected));
    const confirmed = await confirm({
      title: '生成对账单',
      message: `将${first.purchaserName}的 ${selected.length} 个订单（合计 ¥${total}）生成对账单，生成后等待采购人确认。`,
    });
    if (!confirmed) return;
    create.mutate(
      { body: { purchaserId: first.purchaserId, orderIds: selected.map((order) => order.id) } },
      { onSuccess: (account) => toast.success(`对账单 ${account.accountNo} 已生成`) },
    );
  };

  const columns = [
    column.accessor('orderNo', { header: '订单编号' }),
    column.accessor('purchaserName', { header: '采购单位' }),
    column.accessor('buyerName', { header: '下单人' }),
    column.accessor('totalPrice', {
      header: '订单金额',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('status', { header: '订单状态', cell: (c) => labelOf(orderStatusLabels, c.getValue()) }),
    column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('receiveTime', { header: '收货时间', cell: (c) => formatDateTime(c.getValue()) }),
    ...(tab === 'unable'
      ? [column.display({ id: 'reason', header: '不可对账原因', cell: (c) => unableReason(c.row.original) })]
      : []),
  ];

  return (
    <ListPage
      label={tab === 'able' ? '可对账订单' : '不可对账订单'}
      list={list}
      filters={[
        { name: 'orderNo', label: '订单编号' },
        { type: 'date', name: 'startTime', label: '开始日期' },
        { type: 'date', name: 'endTime', label: '结束日期' },
      ]}
      columns={columns}
      {...tableQuery(orders)}
      {...(tab === 'able' && {
        batchActions: (selected: Order[]) => (
          <>
            <span>合计 ¥{formatMoney(sumOf(selected))}</span>
            <Permission value="account:create">
              <Button variant="primary" size="sm" loading={create.isPending} onClick={() => generate(selected)}>
                生成对账单
              </Button>
            </Permission>
          </>
        ),
      })}
    >
      <ListTabs
        label="订单范围"
        tabs={tabs}
        current={tab}
        onChange={(value) => list.search({ ...list.filters, tab: value })}
      />
    </ListPage>
  );
}
