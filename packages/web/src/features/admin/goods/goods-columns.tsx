import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { flagLabels, goodsStateLabels, itemTypeLabels } from '@zc/sdk/labels';
import { labelOf } from '@/shared/format/labels.ts';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { type GoodsManagement, ManagedGoodsRowActions } from './goods-actions.tsx';

type Goods = components['schemas']['GoodsItem'];

/**
 * The managed goods table's columns, the state before the figures so that it stays in sight on a narrow screen;
 * `withItemType` false leaves out the kind where every row is of one kind.
 */
export const managedGoodsColumns = (
  manage: GoodsManagement,
  { withItemType, supplier }: { withItemType: boolean; supplier: ColumnSpec<Goods> },
) =>
  columnsOf<Goods>({
    // Goods on shelf have their page in the mall.
    name: {
      header: '商品名称',
      cell: (goods) =>
        goods.goodsState === 1 ? (
          <Link
            to="/detail"
            search={{ id: goods.id }}
            target="_blank"
            title={goods.name}
            className="block max-w-64 truncate text-brand hover:underline"
          >
            {goods.name}
          </Link>
        ) : (
          <span title={goods.name} className="block max-w-64 truncate">
            {goods.name}
          </span>
        ),
    },
    sku: 'SKU',
    supplierName: supplier,
    // The reason of a refusal or of taking off shelf shows on hover.
    goodsState: {
      header: '状态',
      cell: (goods) => <span title={goods.auditRemark}>{labelOf(goodsStateLabels, goods.goodsState)}</span>,
    },
    price: ['售价（元）', 'money'],
    stock: { header: '库存', align: 'right' },
    itemType: withItemType ? ['商品类型', itemTypeLabels] : undefined,
    isAid: ['帮扶', flagLabels],
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (goods) => <ManagedGoodsRowActions goods={goods} manage={manage} />,
    },
  });
