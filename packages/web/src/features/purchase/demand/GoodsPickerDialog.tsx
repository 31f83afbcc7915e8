import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, searchItems } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Input } from '@/shared/ui/Input.tsx';

type Goods = components['schemas']['GoodsItem'];

/**
 * 选择商品: the mall's goods on shelf and in stock, found by name, brand or sku; 添加 puts one on the demand, a goods
 * item already on it shows 已添加 (a demand has one line per goods item).
 */
export function GoodsPickerDialog({
  chosen,
  onAdd,
  onClose,
}: {
  chosen: readonly string[];
  onAdd: (goods: Goods) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    ...operationQueryOptions(searchItems, {
      query: { page: page.current, size: page.size },
      body: { ...(keyword && { keyword }), inStock: 1 },
    }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPage((current) => ({ ...current, current: 1 }));
  };
  const columns = columnsOf<Goods>({
    mainImage: { header: '图片', cell: (goods) => <Thumbnail url={goods.mainImage} alt={goods.name} /> },
    name: '商品名称',
    spec: '规格型号',
    supplierName: '供应商',
    price: ['单价', 'money'],
    stock: '库存',
    actions: {
      header: '操作',
      cell: (goods) =>
        chosen.includes(goods.id) ? (
          <span className="text-sm text-slate-500">已添加</span>
        ) : (
          <Button variant="text" size="sm" aria-label={`添加 ${goods.name}`} onClick={() => onAdd(goods)}>
            添加
          </Button>
        ),
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="选择商品"
      width="w-[1000px]"
      footer={<Button onClick={onClose}>完成</Button>}
    >
      <div className="flex flex-col gap-3">
        <form aria-label="商品搜索" onSubmit={search} className="flex gap-2">
          <Input
            aria-label="商品关键字"
            placeholder="商品名称、品牌或商品编码"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="w-80"
          />
          <Button type="submit" variant="primary">
            查询
          </Button>
        </form>
        <DataTable
          label="可选商品"
          columns={columns}
          {...tableQuery(query)}
          page={page}
          onPageChange={setPage}
          emptyText="没有找到在售的商品，请换个关键字"
        />
      </div>
    </Dialog>
  );
}
