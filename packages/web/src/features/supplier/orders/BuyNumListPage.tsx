import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { listOrderBuyNumDetailsQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { useBuyNumHandling } from './buy-num-actions.tsx';
import { buyNumHandleLabels } from './labels.ts';

type BuyNumChange = components['schemas']['OrderBuyNumDetail'];
const column = createColumns<BuyNumChange>();

/** The columns of a buy-number change, on the list and on an order's change page. */
export function buyNumColumns(actions: (row: BuyNumChange) => ReactNode) {
  return [
    column.accessor('orderNo', {
      header: '订单编号',
      cell: ({ row }) => (
        <Link
          to="/local-supplier-buy-num-detail"
          search={{ id: row.original.orderId }}
          className="text-brand hover:underline"
        >
          {row.original.orderNo}
        </Link>
      ),
    }),
    column.accessor('goodsName', { header: '商品名称' }),
    column.accessor('price', { header: '单价', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
    column.accessor('originalNum', { header: '原数量', meta: { align: 'right' } }),
    column.accessor('changeNum', { header: '变更后数量', meta: { align: 'right' } }),
    column.accessor('changeAmount', {
      header: '金额变化',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('reason', { header: '变更原因' }),
    column.accessor('purchaserName', { header: '采购单位' }),
    column.accessor('applicantName', { header: '申请人' }),
    column.accessor('createTime', { header: '申请时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('handleStatus', { header: '处理状态', cell: (c) => labelOf(buyNumHandleLabels, c.getValue()) }),
    column.accessor('handleRemark', { header: '处理意见' }),
    column.display({ id: 'actions', header: '操作', cell: ({ row }) => actions(row.original) }),
  ];
}

/** 订单变更管理: purchasers' requests to change ordered quantities, accepted or refused by the supplier. */
export function BuyNumListPage() {
  const list = useListSearch();
  const handling = useBuyNumHandling();
  const { orderNo, handleStatus, startTime, endTime } = list.filters;
  const query = useQuery({
    ...listOrderBuyNumDetailsQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        orderNo,
        startTime,
        endTime,
        handleStatus: handleStatus === undefined ? undefined : (Number(handleStatus) as 0 | 1 | 2),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = buyNumColumns((row) => row.handleStatus === 0 && handling.buttons([row.id]));

  return (
    <>
      <ListPage
        label="订单变更列表"
        list={list}
        filters={[
          { name: 'orderNo', label: '订单编号' },
          { type: 'select', name: 'handleStatus', label: '处理状态', options: optionsOf(buyNumHandleLabels) },
          { type: 'date', name: 'startTime', label: '申请开始' },
          { type: 'date', name: 'endTime', label: '申请结束' },
        ]}
        columns={columns}
        batchActions={(rows) => {
          const pending = rows.filter((row) => row.handleStatus === 0).map((row) => row.id);
          return pending.length > 0 && handling.buttons(pending);
        }}
        {...tableQuery(query)}
      />
      {handling.dialog}
    </>
  );
}
