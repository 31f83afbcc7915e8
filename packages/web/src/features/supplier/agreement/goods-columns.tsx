import type { components } from '@zc/sdk';
import { goodsStateLabels, itemTypeLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

/** The goods columns of the agreement pages; `price` is the agreement price of agreement goods. */
export const agreementGoodsColumns = (priceHeader: string) =>
  columnsOf<components['schemas']['GoodsItem']>({
    mainImage: {
      header: '主图',
      cell: (goods) => goods.mainImage && <img src={goods.mainImage} alt="" className="h-10 w-10 object-contain" />,
    },
    sku: 'SKU',
    name: '商品名称',
    brandName: '品牌',
    categoryName: '分类',
    price: [priceHeader, 'money'],
    stock: { header: '库存', align: 'right' },
    itemType: ['商品类型', itemTypeLabels],
    goodsState: ['商品状态', goodsStateLabels],
  });
