import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { Price } from '@/features/shop/Price.tsx';

/** A goods item in the mobile site's two-column grid, opening its detail page. */
export function GoodsTile({ goods }: { goods: components['schemas']['GoodsItem'] }) {
  return (
    <li>
      <Link
        to="/detailMobile"
        search={{ id: goods.id }}
        className="flex h-full flex-col overflow-hidden rounded-lg bg-white pb-2"
      >
        <GoodsImage url={goods.mainImage} alt={goods.name} className="aspect-square w-full" />
        <span className="mt-1.5 line-clamp-2 px-2 text-xs leading-5 text-slate-700">{goods.name}</span>
        <span className="mt-1 px-2">
          <Price value={goods.price} size="sm" />
        </span>
      </Link>
    </li>
  );
}
