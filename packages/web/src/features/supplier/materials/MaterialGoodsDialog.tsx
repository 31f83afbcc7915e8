import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getMaterialCommodityQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';

type Material = components['schemas']['Material'];
type Goods = components['schemas']['GoodsItem'];

const columns = columnsOf<Goods>({
  name: '商品名称',
  sku: 'SKU',
  brandName: '品牌',
  supplierName: '供应商',
  price: ['售价（元）', 'money'],
  stock: { header: '库存', align: 'right' },
  unit: '单位',
});

/** The goods items bound to one material, on the platform as a whole. */
export function MaterialGoodsDialog({ material, onClose }: { material: Material; onClose: () => void }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    ...getMaterialCommodityQueryOptions({
      query: { materialId: material.id, current: page.current, size: page.size },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`物料商品：${material.materialName}`}
      description={`物料编码 ${material.materialCode}`}
      width="w-[960px]"
    >
      <div className="mt-3">
        <DataTable label="物料商品列表" columns={columns} page={page} onPageChange={setPage} {...tableQuery(query)} />
      </div>
    </Dialog>
  );
}
