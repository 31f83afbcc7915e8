import type { components } from '@zc/sdk';
import { flagLabels, goodsStateLabels, itemTypeLabels } from '@zc/sdk/labels';
import { labelOf } from '@/shared/format/labels.ts';
import { EMPTY, formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { type GoodsActions, GoodsRowActions } from './GoodsActions.tsx';

type Goods = components['schemas']['GoodsItem'];

/** The goods table's columns; `withItemType` false leaves out the kind where every row is of one kind. */
export const goodsColumns = (actions: GoodsActions, { withItemType }: { withItemType: boolean }) =>
  columnsOf<Goods>({
    mainImage: {
      header: '图片',
      cell: (goods) => goods.mainImage && <img src={goods.mainImage} alt="" className="h-10 w-10 object-contain" />,
    },
    name: '商品名称',
    sku: 'SKU',
    // What a supplier checks first comes first: at 1280 px the columns after 分类 scroll under the fixed 操作.
    price: {
      header: '售价（元）',
      align: 'right',
      cell: (goods) => (
        <>
          {formatMoney(goods.price)}
          {goods.marketPrice !== undefined && (
            <span className="block text-xs text-slate-500">市场价 {formatMoney(goods.marketPrice)}</span>
          )}
        </>
      ),
    },
    stock: { header: '库存', align: 'right' },
    // The reason of a refusal shows on hover.
    goodsState: {
      header: '状态',
      cell: (goods) => <span title={goods.auditRemark}>{labelOf(goodsStateLabels, goods.goodsState)}</span>,
    },
    category: { header: '分类', cell: (goods) => goods.categoryPath ?? goods.categoryName ?? EMPTY },
    brandName: '品牌',
    itemType: withItemType ? ['商品类型', itemTypeLabels] : undefined,
    isAid: ['帮扶', flagLabels],
    upShelfTime: ['上架时间', 'dateTime'],
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (goods) => <GoodsRowActions goods={goods} actions={actions} />,
    },
  });
