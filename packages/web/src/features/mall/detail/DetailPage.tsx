import { Link } from '@tanstack/react-router';
import { getGoodsDetailQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { BuyBox } from './BuyBox.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import { Gallery } from './Gallery.tsx';
import { goodsChooser } from './goods-chooser.tsx';
import { SupplierCard } from './SupplierCard.tsx';

const choosers = { all: goodsChooser(), 3: goodsChooser(3), 4: goodsChooser(4) };

/**
 * A goods item: pictures, prices, delivery and buying, its supplier, and the description, specifications and reviews.
 * Agreement goods (`itemType` 4) are reached from 协议采购, which the path shows; local suppliers' goods are 3. Without
 * an item, the goods of that kind on sale.
 */
export function DetailPage({ itemType }: { itemType?: 3 | 4 }) {
  // /detail, /agreement-info and /supplier-product-details share one search schema.
  const { id } = usePageSearch('/detail');
  const agreement = itemType === 4;
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <RecordPage
        id={id}
        chooser={choosers[itemType ?? 'all']}
        load={(id) => getGoodsDetailQueryOptions({ query: { id } })}
      >
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
      </RecordPage>
    </main>
  );
}
