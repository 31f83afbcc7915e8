import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listSupplierGoodsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FilterBar, type FilterValues } from '@/shared/ui/FilterBar/FilterBar.tsx';

type Goods = components['schemas']['GoodsItem'];

const filters = [
  { name: 'name', label: '商品名称' },
  { name: 'sku', label: 'SKU' },
];

/** Picks one of the supplier's goods on the shelf (discount prices are for goods buyers can order). */
export function GoodsPickerDialog({ onPick, onClose }: { onPick: (goods: Goods) => void; onClose: () => void }) {
  const [search, setSearch] = useState<FilterValues>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    ...listSupplierGoodsQueryOptions({
      query: { current: page.current, size: page.size, goodsState: 1, name: search.name, sku: search.sku },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = columnsOf<Goods>({
    name: '商品名称',
    sku: 'SKU',
    brandName: '品牌',
    price: ['售价（元）', 'money'],
    stock: { header: '库存', align: 'right' },
    pick: {
      header: '操作',
      cell: (goods) => (
        <Button variant="text" size="sm" aria-label={`选择 ${goods.sku}`} onClick={() => onPick(goods)}>
          选择
        </Button>
      ),
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="选择商品" width="w-[900px]">
      <div className="flex flex-col gap-3">
        <FilterBar
          label="商品筛选"
          fields={filters}
          values={search}
          onSearch={(values) => {
            setSearch(values);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <DataTable label="可选商品" columns={columns} page={page} onPageChange={setPage} {...tableQuery(query)} />
      </div>
    </Dialog>
  );
}
