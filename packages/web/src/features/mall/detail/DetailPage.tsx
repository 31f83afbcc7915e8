import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getGoodsDetailQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { BuyBox } from './BuyBox.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import { Gallery } from './Gallery.tsx';
import { SupplierCard } from './SupplierCard.tsx';

/**
 * A goods item: pictures, prices, delivery and buying, its supplier, and the description, specifications and reviews.
 * Agreement goods are reached from 协议采购 (`agreement`), which the path shows.
 */
export function DetailPage({ agreement = false }: { agreement?: boolean }) {
  // /detail, /agreement-info and /supplier-product-details share one search schema.
  const { id } = usePageSearch('/detail');
  const detail = useQuery({ ...getGoodsDetailQueryOptions({ query: { id: id ?? '' } }), enabled: Boolean(id) });
  if (!id) return <p className="mx-auto w-[1200px] py-20 text-center text-slate-500">未指定商品，请从商品列表进入</p>;
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <QueryState query={detail}>
        {(goods) => (
          <>
            <nav aria-label="当前位置" className="mb-3 text-sm text-slate-500">
              <Link to="/" className="hover:text-brand">
                首页
              </Link>
              {' › '}
              {agreement && (
                <>
                  <Link to="/agreement" className="hover:text-brand">
                    协议采购
                  </Link>
                  {' › '}
                </>
              )}
              <Link to="/search" search={{ categoryId: goods.categoryId }} className="hover:text-brand">
                {goods.categoryPath?.replaceAll('/', ' › ') ?? goods.categoryName}
              </Link>
            </nav>
            <div className="flex gap-6 bg-white p-5">
              <Gallery images={goods.images?.length ? goods.images : [goods.mainImage ?? '']} name={goods.name} />
              <BuyBox goods={goods} />
              {goods.supplier && <SupplierCard supplier={goods.supplier} />}
            </div>
            <DetailTabs goods={goods} />
          </>
        )}
      </QueryState>
    </main>
  );
}
