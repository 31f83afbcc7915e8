import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { supplierOrderListQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { invoiceStatusLabels } from '../orders/labels.ts';
import { ListTabs, tabOf } from './ListTabs.tsx';

type Order = components['schemas']['Order'];
const column = createColumns<Order>();

// A received order is open for settlement; a completed one is settled (its statement paid).
const tabs = [
  { value: '6', label: '待结算（已收货）' },
  { value: '7', label: '已结算（已完成）' },
] as const;

const columns = [
  column.accessor('orderNo', {
    header: '订单编号',
    cell: ({ row }) => (
      <Link to="/local-supplier-detail" search={{ id: row.original.id }} className="text-brand hover:underline">
        {row.original.orderNo}
      </Link>
    ),
  }),
  column.accessor('purchaserName', { header: '采购单位' }),
  column.accessor('buyerName', { header: '下单人' }),
  column.accessor('goodsAmount', {
    header: '商品金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('freight', { header: '运费', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('totalPrice', {
    header: '结算金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('invoiceStatus', { header: '开票状态', cell: (c) => labelOf(invoiceStatusLabels, c.getValue()) }),
  column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('receiveTime', { header: '收货时间', cell: (c) => formatDateTime(c.getValue()) }),
];

/**
 * 本地供应商结算: the local supplier's orders to settle (received) and settled (completed), from its order list;
 * each opens on /local-supplier-detail. The documents give the page only this call; the two states are our design.
 */
export function SettlementOrderPage() {
  const list = useListSearch();
  const status = tabOf(tabs, list.filters.status);
  const orders = useQuery({
    ...supplierOrderListQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        status: Number(status) as Order['status'],
        orderNo: list.filters.orderNo,
        startTime: list.filters.startTime,
        endTime: list.filters.endTime,
      },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      label="本地供应商结算"
      list={list}
      filters={[
        { name: 'orderNo', label: '订单编号' },
        { type: 'date', name: 'startTime', label: '下单开始' },
        { type: 'date', name: 'endTime', label: '下单结束' },
      ]}
      columns={columns}
      {...tableQuery(orders)}
    >
      <ListTabs
        label="结算状态"
        tabs={tabs}
        current={status}
        onChange={(value) => list.search({ ...list.filters, status: value })}
      />
    </ListPage>
  );
}
