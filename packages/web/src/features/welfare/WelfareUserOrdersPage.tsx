import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getWelfareOrderQueryOptions, pageWelfareOrdersQueryOptions, pageWelfaresQueryOptions } from '@zc/sdk/react';
import { useListSearch, useSetPageSearch } from '../../app/page.tsx';
import { formatDateTime } from '../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../shared/format/labels.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../shared/ui/Details/Details.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { LegacyListPage as ListPage } from '../../shared/ui/ListPage/ListPage.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import { welfareOrderStatusLabels } from './labels.ts';
import { DeliveryAndGoods, paymentAndDates } from './order-view.tsx';

type WelfareOrder = components['schemas']['WelfareOrder'];
const column = createColumns<WelfareOrder>();

/** One order: state, payment from the quota and by the user, delivery, and its goods. */
function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(getWelfareOrderQueryOptions({ path: { id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="福利订单详情" width="w-[800px]">
      <QueryState query={query}>
        {(order) => (
          <div className="flex flex-col gap-3">
            <Details
              title="订单信息"
              items={[
                { label: '订单编号', value: order.orderNo },
                { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
                { label: '福利活动', value: order.welfareName },
                { label: '供应商', value: order.supplierName },
                ...paymentAndDates(order),
              ]}
            />
            <DeliveryAndGoods order={order} />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

/** 我的福利订单: the signed-in welfare user's own orders, by state, activity and date; each opens its detail. */
export function WelfareUserOrdersPage() {
  const list = useListSearch();
  const setSearch = useSetPageSearch<{ id?: string }>();
  const { orderNo, status, welfareId, startTime, endTime, id } = list.filters;
  const activities = useQuery(pageWelfaresQueryOptions({ query: { current: 1, size: 100 } }));
  const query = useQuery({
    ...pageWelfareOrdersQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        orderNo,
        welfareId,
        startTime,
        endTime,
        status: status === undefined ? undefined : (Number(status) as WelfareOrder['status']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const open = (order: WelfareOrder) => setSearch({ id: order.id });
  const columns = [
    column.accessor('orderNo', {
      header: '订单编号',
      cell: ({ row }) => (
        <button type="button" className="text-brand hover:underline" onClick={() => open(row.original)}>
          {row.original.orderNo}
        </button>
      ),
    }),
    column.accessor('welfareName', { header: '福利活动' }),
    column.accessor('supplierName', { header: '供应商' }),
    column.accessor('totalPrice', {
      header: '订单金额',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('quotaAmount', {
      header: '额度支付',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('selfPayAmount', {
      header: '个人支付',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('status', { header: '订单状态', cell: (c) => labelOf(welfareOrderStatusLabels, c.getValue()) }),
    column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Button variant="text" size="sm" onClick={() => open(row.original)}>
          详情<span className="sr-only">：{row.original.orderNo}</span>
        </Button>
      ),
    }),
  ];
  return (
    <ListPage
      label="我的福利订单"
      list={list}
      filters={[
        { name: 'orderNo', label: '订单编号' },
        { type: 'select', name: 'status', label: '订单状态', options: optionsOf(welfareOrderStatusLabels) },
        {
          type: 'select',
          name: 'welfareId',
          label: '福利活动',
          options: (activities.data?.records ?? []).map((welfare) => ({
            value: welfare.id,
            label: welfare.welfareName,
          })),
        },
        { type: 'date', name: 'startTime', label: '下单开始' },
        { type: 'date', name: 'endTime', label: '下单结束' },
      ]}
      columns={columns}
      {...tableQuery(query)}
    >
      {id && <OrderDetail id={id} onClose={() => setSearch({ id: undefined })} />}
    </ListPage>
  );
}
