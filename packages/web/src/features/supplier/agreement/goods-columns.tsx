import type { components } from '@zc/sdk';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns } from '../../../shared/ui/DataTable/DataTable.tsx';
import { goodsStateLabels, itemTypeLabels } from '../goods/labels.ts';

type Goods = components['schemas']['GoodsItem'];
const column = createColumns<Goods>();

/** The goods columns of the agreement pages; `price` is the agreement price of agreement goods. */
export const agreementGoodsColumns = (priceHeader: string) => [
  column.accessor('mainImage', {
    header: '主图',
    cell: (c) => c.getValue() && <img src={c.getValue()} alt="" className="h-10 w-10 object-contain" />,
  }),
  column.accessor('sku', { header: 'SKU' }),
  column.accessor('name', { header: '商品名称' }),
  column.accessor('brandName', { header: '品牌' }),
  column.accessor('categoryName', { header: '分类' }),
  column.accessor('price', { header: priceHeader, cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('stock', { header: '库存', meta: { align: 'right' } }),
  column.accessor('itemType', { header: '商品类型', cell: (c) => labelOf(itemTypeLabels, c.getValue()) }),
  column.accessor('goodsState', { header: '商品状态', cell: (c) => labelOf(goodsStateLabels, c.getValue()) }),
];
