import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, getZoneByCode, searchItems } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import { useListSearch, useSetPageSearch } from '@/app/page.tsx';
import { FacetRow } from '@/features/mall/search/FacetRow.tsx';
import { goodsPaging } from '@/features/mall/search/filters.ts';
import { GoodsGrid } from '@/features/mall/shared/GoodsGrid.tsx';
import { useMallQuery } from '@/features/mall/shared/mall-query.ts';
import { Pagination } from '@/shared/ui/DataTable/Pagination.tsx';
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
  const results = useQuery({
    ...operationQueryOptions(searchItems, {
      query: { page: page.current, size: page.size },
      body: { ...criteria, categoryId: search.categoryId },
    }),
    placeholderData: keepPreviousData,
  });
  const data = results.data;
  return (
    <>
      <section aria-label="筛选条件" className="mb-3 border border-slate-200 bg-white text-sm">
        <FacetRow
          title="分类"
          options={data?.categories?.map(({ id, name, count }) => ({ id, name: `${name}(${count})` }))}
          selected={search.categoryId}
          onSelect={(categoryId) => setSearch({ categoryId, page: undefined })}
        />
      </section>
      <QueryState query={results}>
        {(found) =>
          found.records.length === 0 ? (
            <p className="bg-white py-20 text-center text-sm text-slate-500">
              暂无在售商品，去
              <Link to="/search" className="text-brand hover:underline">
                全部商品
              </Link>
              看看
            </p>
          ) : (
            <GoodsGrid goods={found.records} />
          )
        }
      </QueryState>
      {data && data.total > 0 && (
        <Pagination
          total={data.total}
          page={page}
          preset={goodsPaging}
          disabled={results.isFetching}
          onPageChange={({ current, size }) => setSearch({ page: current, size })}
        />
      )}
    </>
  );
}
