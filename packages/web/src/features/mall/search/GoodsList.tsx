import { Link } from '@tanstack/react-router';
import { detailPathOf } from '@/features/mall/shared/detail-path.ts';
import type { GoodsItem } from '@/features/mall/shared/GoodsCard.tsx';
import { useAddToCart } from '@/features/shop/add-to-cart.ts';
import { GoodsImage } from '@/features/shop/GoodsImage.tsx';
import { Price } from '@/features/shop/Price.tsx';
import { Button } from '@/shared/ui/Button.tsx';

/** Results as rows: picture, name and specification, supplier, price and 加入购物车. */
export function GoodsList({ goods }: { goods: GoodsItem[] }) {
  const cart = useAddToCart();
  return (
    <ul aria-label="商品列表" className="divide-y divide-slate-100 border border-slate-200 bg-white">
      {goods.map((item) => (
        <li key={item.id} className="flex items-center gap-5 px-4 py-3">
          <Link to={detailPathOf(item.itemType)} search={{ id: item.id }} className="shrink-0">
            <GoodsImage url={item.mainImage} alt={item.name} className="size-24" />
          </Link>
          <div className="min-w-0 flex-1">
            <Link
              to={detailPathOf(item.itemType)}
              search={{ id: item.id }}
              className="line-clamp-2 text-sm hover:text-brand"
            >
              {item.name}
            </Link>
            <p className="mt-1 truncate text-xs text-orange-700">{item.subTitle}</p>
            <p className="mt-1 text-xs text-slate-500">
              {[item.brandName, item.model, item.spec].filter(Boolean).join(' / ')}
            </p>
          </div>
          <span className="w-56 truncate text-xs text-slate-500">{item.supplierName}</span>
          <span className="w-28 text-right">
            <Price value={item.price} />
            <span className="block text-xs text-slate-500">已售 {item.salesVolume ?? 0}</span>
          </span>
          <Button
            variant="primary"
            size="sm"
            disabled={cart.isPending}
            onClick={() => void cart.add(item.id, item.minBuyNum ?? 1)}
          >
            加入购物车
          </Button>
        </li>
      ))}
    </ul>
  );
}
