import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { goodsStateLabels } from '@zc/sdk/labels';
import { listItemStateHistoryQueryOptions, pageOrderDetailPriceChangesQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, type DataTableProps, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { listPaging } from '@/shared/ui/DataTable/paging.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';

type Goods = components['schemas']['GoodsItem'];
type StateChange = components['schemas']['ItemStateHis'];
type PriceChange = components['schemas']['OrderDetailPriceChange'];

const stateColumns = columnsOf<StateChange>({
  createTime: ['变更时间', 'dateTime'],
  beforeState: ['变更前', goodsStateLabels],
  afterState: ['变更后', goodsStateLabels],
  reason: '原因',
  operatorName: '操作人',
});

const priceColumns = columnsOf<PriceChange>({
  createTime: ['变动时间', 'dateTime'],
  beforePrice: ['原价（元）', 'money'],
  afterPrice: ['现价（元）', 'money'],
  // changeRate is already in percent, negative when the price fell.
  changeRate: {
    header: '变动幅度',
    align: 'right',
    cell: ({ changeRate: rate }) => rate !== undefined && `${rate > 0 ? '+' : ''}${rate.toFixed(2)}%`,
  },
  orderNo: '关联订单',
});

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
