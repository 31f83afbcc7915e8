import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { Price } from '@/features/shop/Price.tsx';
import { detailPathOf } from './detail-path.ts';

export type GoodsItem = components['schemas']['GoodsItem'];

/** A goods item in a grid (home floors, search): picture, price, name and supplier, opening its detail page. */
export function GoodsCard({ goods }: { goods: GoodsItem }) {
  return (
    <Link
      to={detailPathOf(goods.itemType)}
      search={{ id: goods.id }}
      className="group flex flex-col border border-transparent bg-white p-3 transition hover:border-slate-200 hover:shadow-md"
    >
      <GoodsImage url={goods.mainImage} alt={goods.name} className="mx-auto size-[180px]" />
      <span className="mt-2">
        <Price value={goods.price} marketPrice={goods.marketPrice} />
      </span>
      <span className="mt-1 line-clamp-2 h-10 text-xs leading-5 text-slate-700 group-hover:text-brand">
        {goods.isAid === 1 && <span className="mr-1 rounded bg-orange-500 px-1 text-white">帮扶</span>}
        {goods.name}
      </span>
      <span className="mt-1 truncate text-xs text-slate-500">{goods.supplierName}</span>
    </Link>
  );
}
