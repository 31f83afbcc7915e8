// The histories of one goods item in a dialog, for the supplier who owns it and the platform that watches it.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { goodsStateLabels } from '@zc/sdk/labels';
import { listItemStateHistoryQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, type DataTableProps } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

type StateChange = components['schemas']['ItemStateHis'];
type PriceChange = components['schemas']['OrderDetailPriceChange'];
/** The goods item a history is about. */
export type HistoryGoods = { id: string; sku?: string };

const stateColumns = columnsOf<StateChange>({
  createTime: ['变更时间', 'dateTime'],
  beforeState: ['变更前', goodsStateLabels],
  afterState: ['变更后', goodsStateLabels],
  reason: '原因',
  operatorName: '操作人',
});

/** How much a price changed: changeRate is already in percent, negative when the price fell. */
export const changeRateColumn: ColumnSpec<PriceChange> = {
  header: '变动幅度',
  align: 'right',
  cell: ({ changeRate: rate }) => rate !== undefined && `${rate > 0 ? '+' : ''}${rate.toFixed(2)}%`,
};

/** A history of one goods item in a dialog: its table titled by the kind of history and the sku. */
export function HistoryDialog<T>({
  goods,
  onClose,
  ...table
}: { goods: HistoryGoods; onClose: () => void } & DataTableProps<T>) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${table.label} · ${goods.sku ?? goods.id}`}
      width="w-[760px]"
    >
      <DataTable {...table} />
    </Dialog>
  );
}

/** 状态记录: every shelf-state change of one goods item, newest first (the whole history in one call). */
export function StateHistoryDialog({ goods, onClose }: { goods: HistoryGoods; onClose: () => void }) {
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
