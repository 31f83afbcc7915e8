import { Link } from '@tanstack/react-router';
import { type components, getZoneByCode } from '@zc/sdk';
import { FacetRow } from '@/features/mall/search/FacetRow.tsx';
import { goodsPaging } from '@/features/mall/search/filters.ts';
import { categoryOptions, GoodsResults, useGoodsSearch } from '@/features/mall/search/GoodsResults.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { zoneFilters } from './filters.ts';

type GoodsSearchRequest = components['schemas']['GoodsSearchRequest'];

/** A goods zone of the mall (/kyHome: the mining zone): its banner and introduction, its goods by category. */
export function ZonePage({ areaCode }: { areaCode: string }) {
  const zone = useMallQuery(getZoneByCode, { path: { areaCode } });
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <QueryState query={zone}>
        {({ areaName, description, bannerUrl }) => (
          <>
            <ShowcaseHeader title={areaName} description={description} picture={bannerUrl} />
            <ShowcaseGoods criteria={{ areaCode }} />
          </>
        )}
      </QueryState>
    </main>
  );
}

/** A showcase's title over its picture (or the brand's colours). */
export function ShowcaseHeader({
  title,
  description,
  picture,
}: {
  title: string;
  description?: string;
  picture?: string;
}) {
  return (
    <header
      className="mb-4 flex h-40 flex-col justify-center gap-2 rounded bg-gradient-to-r from-slate-800 to-brand bg-cover bg-center px-12 text-white"
      style={picture ? { backgroundImage: `url(${picture})` } : undefined}
    >
      <h1 className="text-3xl font-semibold tracking-wide">{title}</h1>
      {description && <p className="text-sm opacity-90">{description}</p>}
    </header>
  );
}

/** The goods a showcase searches for (a zone's, agreement goods), by category, page by page. */
export function ShowcaseGoods({ criteria }: { criteria: Pick<GoodsSearchRequest, 'areaCode' | 'itemType'> }) {
  const search = useListSearch(zoneFilters);
  const setSearch = useSetPageSearch<typeof search>();
  const page = { current: search.page ?? 1, size: search.size ?? goodsPaging.defaultSize };
  const results = useGoodsSearch({ ...criteria, categoryId: search.categoryId }, page);
  return (
    <>
      <section aria-label="筛选条件" className="mb-3 border border-slate-200 bg-white text-sm">
        <FacetRow
          title="分类"
          options={categoryOptions(results)}
          selected={search.categoryId}
          onSelect={(categoryId) => setSearch({ categoryId, page: undefined })}
        />
      </section>
      <GoodsResults
        results={results}
        page={page}
        onPageChange={({ current, size }) => setSearch({ page: current, size })}
        none={
          <>
            暂无在售商品，去
            <Link to="/search" className="text-brand hover:underline">
              全部商品
            </Link>
            看看
          </>
        }
      />
    </>
  );
}
