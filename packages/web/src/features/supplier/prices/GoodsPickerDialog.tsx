import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listSupplierGoodsQueryOptions } from '@zc/sdk/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, DataTable, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FilterBar, type FilterValues } from '../../../shared/ui/FilterBar/FilterBar.tsx';

type Goods = components['schemas']['GoodsItem'];
const column = createColumns<Goods>();

/** Picks one of the supplier's goods on the shelf (discount prices are for goods buyers can order). */
export function GoodsPickerDialog({ onPick, onClose }: { onPick: (goods: Goods) => void; onClose: () => void }) {
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    ...listSupplierGoodsQueryOptions({
      query: { current: page.current, size: page.size, goodsState: 1, name: filters.name, sku: filters.sku },
    }),
    placeholderData: keepPreviousData,
  });
  const pick = useRef(onPick);
  useLayoutEffect(() => {
    pick.current = onPick;
  });
  // Built once: DataTable renders each cell function as a component, so a new function on every render would
  // remount the 选择 buttons under the pointer.
  const columns = useMemo(
    () => [
      column.accessor('name', { header: '商品名称', meta: { className: 'max-w-72' } }),
      column.accessor('sku', { header: 'SKU' }),
      column.accessor('brandName', { header: '品牌' }),
      column.accessor('price', {
        header: '售价（元）',
        meta: { align: 'right' },
        cell: (c) => formatMoney(c.getValue()),
      }),
      column.accessor('stock', { header: '库存', meta: { align: 'right' } }),
      column.display({
        id: 'pick',
        header: '操作',
        cell: ({ row }) => (
          <Button
            variant="text"
            size="sm"
            aria-label={`选择 ${row.original.sku}`}
            onClick={() => pick.current(row.original)}
          >
            选择
          </Button>
        ),
      }),
    ],
    [],
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="选择商品" width="w-[900px]">
      <div className="flex flex-col gap-3">
        <FilterBar
          label="商品筛选"
          fields={[
            { name: 'name', label: '商品名称' },
            { name: 'sku', label: 'SKU' },
          ]}
          values={filters}
          onSearch={(values) => {
            setFilters(values);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <DataTable label="可选商品" columns={columns} page={page} onPageChange={setPage} {...tableQuery(query)} />
      </div>
    </Dialog>
  );
}
