import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listItemStateHistoryQueryOptions, pageOrderDetailPriceChangesQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, DataTable, type DataTableProps, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { listPaging } from '../../../shared/ui/DataTable/paging.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { type Goods, goodsStateLabels } from './labels.ts';

type StateChange = components['schemas']['ItemStateHis'];
type PriceChange = components['schemas']['OrderDetailPriceChange'];
const stateColumn = createColumns<StateChange>();
const priceColumn = createColumns<PriceChange>();

const stateColumns = [
  stateColumn.accessor('createTime', { header: '变更时间', cell: (cell) => formatDateTime(cell.getValue()) }),
  stateColumn.accessor('beforeState', {
    header: '变更前',
    cell: (cell) => labelOf(goodsStateLabels, cell.getValue()),
  }),
  stateColumn.accessor('afterState', { header: '变更后', cell: (cell) => labelOf(goodsStateLabels, cell.getValue()) }),
  stateColumn.accessor('reason', { header: '原因' }),
  stateColumn.accessor('operatorName', { header: '操作人' }),
];

const priceColumns = [
  priceColumn.accessor('createTime', { header: '变动时间', cell: (cell) => formatDateTime(cell.getValue()) }),
  priceColumn.accessor('beforePrice', {
    header: '原价（元）',
    meta: { align: 'right' },
    cell: (cell) => formatMoney(cell.getValue()),
  }),
  priceColumn.accessor('afterPrice', {
    header: '现价（元）',
    meta: { align: 'right' },
    cell: (cell) => formatMoney(cell.getValue()),
  }),
  priceColumn.accessor('changeRate', {
    header: '变动幅度',
    meta: { align: 'right' },
    // changeRate is already in percent, negative when the price fell.
    cell: (cell) => {
      const rate = cell.getValue();
      return rate === undefined ? undefined : `${rate > 0 ? '+' : ''}${rate.toFixed(2)}%`;
    },
  }),
  priceColumn.accessor('orderNo', { header: '关联订单' }),
];

/** A history of one goods item in a dialog: its table titled by the kind of history and the sku. */
function HistoryDialog<T>({ goods, onClose, ...table }: { goods: Goods; onClose: () => void } & DataTableProps<T>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${table.label} · ${goods.sku}`} width="w-[760px]">
      <DataTable {...table} />
    </Dialog>
  );
}

/** 状态记录: every shelf-state change of one goods item, newest first (the whole history in one call). */
export function StateHistoryDialog({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const query = useQuery(listItemStateHistoryQueryOptions({ path: { id: goods.id } }));
  const [page, setPage] = useState({ current: 1, size: 10 });
  const rows = query.data ?? [];
  return (
    <HistoryDialog
      goods={goods}
      onClose={onClose}
      label="状态记录"
      columns={stateColumns}
      page={page}
      onPageChange={setPage}
      // The history comes whole; the table pages through it here.
      data={
        query.data && {
          records: rows.slice((page.current - 1) * page.size, page.current * page.size),
          total: rows.length,
        }
      }
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      emptyText="暂无状态变更"
    />
  );
}

/** 调价记录: the price changes of one goods item (the /dlzldb price-change query, paged by page and limit). */
export function PriceHistoryDialog({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: listPaging.defaultSize });
  const query = useQuery({
    ...pageOrderDetailPriceChangesQueryOptions({
      query: { goodsId: goods.id, page: page.current, limit: page.size },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <HistoryDialog
      goods={goods}
      onClose={onClose}
      label="调价记录"
      columns={priceColumns}
      page={page}
      onPageChange={setPage}
      paging={listPaging}
      {...tableQuery(query)}
      emptyText="暂无调价记录"
    />
  );
}
