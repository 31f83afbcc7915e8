import { GoodsCard, type GoodsItem } from './GoodsCard.tsx';

/** Goods as cards, five a row. */
export function GoodsGrid({ goods }: { goods: GoodsItem[] }) {
  return (
    <ul aria-label="商品列表" className="grid grid-cols-5 gap-2.5">
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} />
        </li>
      ))}
    </ul>
  );
}
