import { GoodsList } from './GoodsList.tsx';

/** 自营商品上架 (/supplier-commerce-putawayt): the supplier's self-operated goods, added and edited here. */
export function SelfGoodsListPage() {
  return <GoodsList selfOperated />;
}
