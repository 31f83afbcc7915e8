import { Link } from '@tanstack/react-router';
import { getIndexCategorySquare, getIndexCharacteristic, selectInformation } from '@zc/sdk';
import { informationInfoTypeLabels } from '@zc/sdk/labels';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { formatDate } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';
import { Floors } from './Floors.tsx';
import { HomeAside } from './HomeAside.tsx';
import { ProjectBoxes } from './ProjectBoxes.tsx';

function Characteristics() {
  const entries = useMallQuery(getIndexCharacteristic).data ?? [];
  return (
    <ul aria-label="平台特色" className="mt-3 grid grid-cols-4 gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <MallLink url={entry.linkUrl} className="flex h-20 items-center gap-4 bg-white px-6 hover:shadow-md">
            {entry.imageUrl ? (
              <img src={entry.imageUrl} alt="" className="size-10 object-contain" />
            ) : (
              <span className="flex size-10 items-center justify-center rounded-full bg-brand text-lg text-white">
                {entry.title.slice(0, 1)}
              </span>
            )}
            <span>
              <strong className="block">{entry.title}</strong>
              <span className="text-xs text-slate-500">{entry.description}</span>
            </span>
          </MallLink>
        </li>
      ))}
    </ul>
  );
}

function CategorySquare() {
  const entries = useMallQuery(getIndexCategorySquare).data ?? [];
  return (
    <section aria-label="分类广场" className="mt-6 bg-white">
      <h2 className="border-b border-slate-100 px-4 py-2.5 font-semibold">分类广场</h2>
      <ul className="grid grid-cols-10">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to="/search"
              search={{ categoryId: entry.categoryId }}
              className="flex flex-col items-center gap-2 py-4 text-xs text-slate-600 hover:text-brand"
            >
              {entry.imageUrl ? (
                <img src={entry.imageUrl} alt="" className="size-12 object-contain" />
              ) : (
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-base text-brand">
                  {entry.name.slice(0, 1)}
                </span>
              )}
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Information() {
  const articles = useMallQuery(selectInformation, { query: { size: 6 } }).data ?? [];
  return (
    <section aria-label="平台资讯" className="mt-6 bg-white">
      <h2 className="border-b border-slate-100 px-4 py-2.5 font-semibold">资讯动态</h2>
      <ul className="grid grid-cols-2 gap-x-10 px-4 py-2 text-sm">
        {articles.map((article) => (
          <li key={article.id} className="flex items-center gap-2 border-b border-dashed border-slate-100 py-2">
            <span className="shrink-0 text-xs text-brand">
              [{labelOf(informationInfoTypeLabels, article.infoType)}]
            </span>
            <MallLink url={`/notice-details-other?id=${article.id}`} className="flex-1 truncate hover:text-brand">
              {article.title}
            </MallLink>
            <span className="shrink-0 text-xs text-slate-500">{formatDate(article.publishTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mall home: categories, banners and notices, the platform's strengths, projects, floors of goods and news. */
export function HomePage() {
  return (
    <main className="mx-auto w-[1200px]">
      <div className="flex h-[400px]">
        <CategoryMenu />
        <BannerCarousel />
        <HomeAside />
      </div>
      <Characteristics />
      <CategorySquare />
      <section aria-label="采购项目" className="mt-6">
        <ProjectBoxes />
      </section>
      <Floors />
      <Information />
    </main>
  );
}
