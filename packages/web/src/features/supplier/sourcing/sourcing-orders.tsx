import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { pageSupplierSourcingOrdersQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns } from '../../../shared/ui/DataTable/DataTable.tsx';
import type { FilterField } from '../../../shared/ui/FilterBar/FilterBar.tsx';
import type { ListState } from '../../../shared/ui/ListPage/ListPage.tsx';
import { sourcingOrderStatusLabels } from './labels.ts';

export type SourcingOrder = components['schemas']['SourcingOrder'];

export const sourcingOrderFilters: FilterField[] = [
  { name: 'orderNo', label: '订单编号' },
  { name: 'sourcingName', label: '询价标题' },
  { type: 'select', name: 'status', label: '订单状态', options: optionsOf(sourcingOrderStatusLabels) },
  { type: 'date', name: 'startDate', label: '下单开始' },
  { type: 'date', name: 'endDate', label: '下单结束' },
];

/** The supplier's sourcing orders, page and filters from the list's search. */
export function useSourcingOrders(list: ListState) {
  const { orderNo, sourcingName, status, startDate, endDate } = list.filters;
  return useQuery({
    ...pageSupplierSourcingOrdersQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        orderNo,
        sourcingName,
        status: status === undefined ? undefined : (Number(status) as SourcingOrder['status']),
        startDate,
        endDate,
      },
    }),
    placeholderData: keepPreviousData,
  });
}

const column = createColumns<SourcingOrder>();

/** The columns both lists show; the order number opens the order. */
export const sourcingOrderColumns = [
  column.accessor('orderNo', {
    header: '订单编号',
    cell: ({ row }) => (
      <Link
        to="/supplier-sourcing-order-info"
        search={{ id: row.original.id, orderNo: row.original.orderNo }}
        className="text-brand hover:underline"
      >
        {row.original.orderNo}
      </Link>
    ),
  }),
  column.accessor('sourcingName', { header: '询价标题' }),
  column.accessor('purchaserOrgName', { header: '采购单位' }),
  column.accessor('totalPrice', {
    header: '订单金额（元）',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('status', { header: '订单状态', cell: (c) => labelOf(sourcingOrderStatusLabels, c.getValue()) }),
  column.accessor('contractNo', { header: '合同编号' }),
  column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
];

export const sourcingOrderColumn = column;
