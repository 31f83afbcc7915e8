import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { exportSupplierWelfareOrders } from '@zc/sdk';
import { supplierWelfareOrderListQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { welfareOrderStatusLabels } from '../../welfare/labels.ts';
import { useSyncWelfareOrder } from './welfare-sync.ts';

type WelfareOrder = components['schemas']['WelfareOrder'];
const column = createColumns<WelfareOrder>();

/** 福利订单: orders welfare users placed with this supplier; export, sync one, open its detail. */
export function WelfareOrderListPage() {
  const list = useListSearch();
  const sync = useSyncWelfareOrder();
  const exportOrders = useDownload(exportSupplierWelfareOrders);
  const { orderNo, status, startTime, endTime } = list.filters;
  const filters = {
    orderNo,
    startTime,
    endTime,
    status: status === undefined ? undefined : (Number(status) as WelfareOrder['status']),
  };
  const query = useQuery({
    ...supplierWelfareOrderListQueryOptions({
      query: { pageNum: list.page.current, pageSize: list.page.size, ...filters },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('orderNo', {
      header: '订单编号',
      cell: ({ row }) => (
        <Link to="/supplier-welfare-order-info" search={{ id: row.original.id }} className="text-brand hover:underline">
          {row.original.orderNo}
        </Link>
      ),
    }),
    column.accessor('thirdOrderNo', { header: '电商订单号' }),
    column.accessor('welfareName', { header: '福利活动' }),
    column.accessor('userName', { header: '下单人' }),
    column.accessor('purchaserName', { header: '所属单位' }),
    column.accessor('totalPrice', {
      header: '订单金额',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('status', { header: '订单状态', cell: (c) => labelOf(welfareOrderStatusLabels, c.getValue()) }),
    column.accessor('createTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Button
          variant="text"
          size="sm"
          loading={sync.isPending && sync.variables === row.original.id}
          onClick={() => sync.mutate(row.original.id)}
        >
          同步
        </Button>
      ),
    }),
  ];
  return (
    <ListPage
      label="福利订单"
      list={list}
      filters={[
        { name: 'orderNo', label: '订单编号' },
        { type: 'select', name: 'status', label: '订单状态', options: optionsOf(welfareOrderStatusLabels) },
        { type: 'date', name: 'startTime', label: '下单开始' },
        { type: 'date', name: 'endTime', label: '下单结束' },
      ]}
      toolbar={
        <Permission value="order:export">
          <Button loading={exportOrders.isPending} onClick={() => exportOrders.mutate({ query: filters })}>
            导出
          </Button>
        </Permission>
      }
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
