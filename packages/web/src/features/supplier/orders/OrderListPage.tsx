import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { exportOrderLogistics, exportSupplierOrders } from '@zc/sdk';
import { supplierOrderListQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import type { FilterField } from '../../../shared/ui/FilterBar/FilterBar.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { orderStatusLabels, orderTypeLabels } from './labels.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { useOrderActions, useSyncAllOrders } from './order-actions.tsx';
import { StateTabs, stateOf } from './StateTabs.tsx';

type Order = components['schemas']['Order'];
type OrderQuery = NonNullable<Parameters<typeof supplierOrderListQueryOptions>[0]>['query'];

const column = createColumns<Order>();

export interface OrderListProps {
  label: string;
  /** The buying channel shown; every channel when absent. */
  orderType?: Order['orderType'];
  /** Where an order's detail opens: a page of its own (`?id=`), or a dialog over the list. */
  detailPath?: '/supplier-agreement-order-detail';
  /** Only these states, one at a time as tabs (失败订单); otherwise a state filter. */
  stateTabs?: readonly Order['status'][];
  /** 全部同步 of the e-commerce orders. */
  syncAll?: boolean;
}

/** A supplier's order list: filters, export, per-order shipping, invoice upload and sync, and the order's detail. */
export function OrderListPage({ label, orderType, detailPath, stateTabs, syncAll = false }: OrderListProps) {
  const list = useListSearch();
  const [viewing, setViewing] = useState<Order>();
  const actions = useOrderActions();
  const exportOrders = useDownload(exportSupplierOrders);
  const exportLogistics = useDownload(exportOrderLogistics);
  const syncAllOrders = useSyncAllOrders();
  const filters = list.filters;
  const tabs = stateTabs?.map((state) => ({ value: String(state), label: orderStatusLabels[state] }));
  const status = tabs ? stateOf(list, 'status', tabs) : filters.status;
  const query: OrderQuery = {
    orderNo: filters.orderNo,
    goodsName: filters.goodsName,
    startTime: filters.startTime,
    endTime: filters.endTime,
    status: status === undefined ? undefined : (Number(status) as Order['status']),
    orderType,
  };
  const orders = useQuery({
    ...supplierOrderListQueryOptions({ query: { pageNum: list.page.current, pageSize: list.page.size, ...query } }),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('orderNo', {
      header: '订单编号',
      cell: ({ row }) =>
        detailPath ? (
          <Link to={detailPath} search={{ id: row.original.id }} className="text-brand hover:underline">
            {row.original.orderNo}
          </Link>
        ) : (
          <Button variant="text" size="sm" onClick={() => setViewing(row.original)}>
            {row.original.orderNo}
          </Button>
        ),
    }),
    column.accessor('thirdOrderNo', { header: '电商订单号' }),
    column.accessor('purchaserName', { header: '采购单位' }),
    column.accessor('buyerName', { header: '下单人' }),
    column.accessor('goodsCount', { header: '商品数量', meta: { align: 'right' } }),
    column.accessor('totalPrice', {
      header: '订单金额',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('orderType', { header: '订单类型', cell: (c) => labelOf(orderTypeLabels, c.getValue()) }),
    column.accessor('status', { header: '订单状态', cell: (c) => labelOf(orderStatusLabels, c.getValue()) }),
    ...(stateTabs
      ? [column.accessor('returnReason', { header: '原因', cell: (c) => c.getValue() ?? c.row.original.cancelReason })]
      : []),
    column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => <div className="flex flex-wrap gap-1">{actions.buttons(row.original)}</div>,
    }),
  ];

  const filterFields: FilterField[] = [
    { name: 'orderNo', label: '订单编号' },
    { name: 'goodsName', label: '商品名称' },
    ...(stateTabs
      ? []
      : [{ type: 'select' as const, name: 'status', label: '订单状态', options: optionsOf(orderStatusLabels) }]),
    { type: 'date', name: 'startTime', label: '下单开始' },
    { type: 'date', name: 'endTime', label: '下单结束' },
  ];

  return (
    <>
      <ListPage
        label={label}
        list={list}
        filters={filterFields}
        toolbar={
          <>
            <Permission value="order:export">
              <Button loading={exportOrders.isPending} onClick={() => exportOrders.mutate({ query })}>
                导出
              </Button>
              <Button
                loading={exportLogistics.isPending}
                onClick={() =>
                  exportLogistics.mutate({
                    query: { orderNo: query.orderNo, startTime: query.startTime, endTime: query.endTime },
                  })
                }
              >
                导出物流
              </Button>
            </Permission>
            {syncAll && (
              <Button loading={syncAllOrders.isPending} onClick={() => syncAllOrders.mutate()}>
                全部同步
              </Button>
            )}
          </>
        }
        columns={columns}
        {...tableQuery(orders)}
      >
        {tabs && <StateTabs label="订单状态" name="status" list={list} tabs={tabs} />}
      </ListPage>
      {viewing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setViewing(undefined)}
          title={`订单详情：${viewing.orderNo}`}
          width="w-[1100px]"
        >
          <div className="max-h-[75vh] overflow-y-auto bg-slate-50 p-1">
            <OrderDetail id={viewing.id} />
          </div>
        </Dialog>
      )}
      {actions.dialogs}
    </>
  );
}
