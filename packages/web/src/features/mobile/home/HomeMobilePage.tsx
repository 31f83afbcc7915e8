import { Link } from '@tanstack/react-router';
import { getIndexBanners, getIndexCategorySquare, searchItems } from '@zc/sdk';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { GoodsTile } from '../shared/GoodsTile.tsx';
import { InfiniteRows } from '../shared/kit.tsx';

const entries = [
  ['/category', '全部分类'],
  ['/searchMobile', '搜索商品'],
  ['/orderMobile', '我的订单'],
  ['/taskMobile', '待办审批'],
  ['/noticeListMobile', '公告'],
] as const;

/** Home page size of the mall's goods on a phone (02 §9: home search 5, another 10). */
const homePageSize = 10;

function Banners() {
  const banners = useMallQuery(getIndexBanners).data;
  if (!banners) return <div className="aspect-[2/1] animate-pulse bg-slate-200" />;
  return (
    // Swiped on a phone; focusable so that a keyboard scrolls it too.
    <ul
      aria-label="推荐活动"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region needs focus to be scrolled by keyboard
      tabIndex={0}
      className="flex aspect-[2/1] snap-x snap-mandatory overflow-x-auto"
    >
      {banners.map((banner, index) => (
        <li key={banner.id} className="relative w-full shrink-0 snap-start">
          {/* The first banner is the largest thing the page paints: fetched first; the others once swiped to. */}
          <img
            src={banner.imageUrl}
            alt={banner.title ?? '活动'}
            className="size-full object-cover"
            {...(index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryEntries() {
  const categories = useMallQuery(getIndexCategorySquare).data;
  // Two rows of grey entries while loading, so that the goods below do not move when the entries arrive.
  if (!categories)
    return (
      <div className="grid grid-cols-4 gap-y-2 bg-white px-2 py-3">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <span key={index} className="mx-auto h-15 w-10 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    );
  return (
    <ul aria-label="分类入口" className="grid grid-cols-4 gap-y-2 bg-white px-2 py-3">
      {categories.slice(0, 8).map((entry) => (
        <li key={entry.id}>
          <Link
            to="/searchMobile"
            search={{ categoryId: entry.categoryId }}
            className="flex min-h-11 flex-col items-center gap-1 text-xs text-slate-600"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
              {entry.name.slice(0, 1)}
            </span>
            <span className="w-full truncate text-center">{entry.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The mobile home: search, banners, the site's entries, category entries and the goods on sale. */
export function HomeMobilePage() {
  const goods = useInfiniteList(searchItems, { body: {} }, homePageSize);
  return (
    <main>
      <header className="bg-brand p-2">
        <Link to="/searchMobile" className="flex h-11 items-center rounded-full bg-white px-4 text-sm text-slate-500">
          搜索商品名称、品牌
        </Link>
      </header>
      <Banners />
      <nav aria-label="导航" className="grid grid-cols-5 bg-white py-1 text-center text-xs text-slate-700">
        {entries.map(([to, name]) => (
          <Link key={to} to={to as '/'} className="flex min-h-11 items-center justify-center px-1">
            {name}
          </Link>
        ))}
      </nav>
      <CategoryEntries />
      <h2 className="px-3 pt-3 text-sm font-medium">为你推荐</h2>
      <InfiniteRows list={goods} label="商品列表" none="暂无在售商品" grid>
        {(item) => <GoodsTile key={item.id} goods={item} />}
      </InfiniteRows>
    </main>
  );
}
