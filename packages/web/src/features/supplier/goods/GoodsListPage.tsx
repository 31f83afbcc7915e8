import { GoodsList } from './GoodsList.tsx';

/** 商品列表 (/e-commerce-putaway): all of the supplier's goods, of every kind. */
export function GoodsListPage() {
  return <GoodsList />;
}
