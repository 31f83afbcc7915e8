import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, searchItems } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { GoodsCard } from '@/features/mall/shared/GoodsCard.tsx';
import { Pagination } from '@/shared/ui/DataTable/Pagination.tsx';
import type { PageState } from '@/shared/ui/DataTable/paging.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { goodsPaging } from './filters.ts';
import { GoodsList } from './GoodsList.tsx';

type Criteria = components['schemas']['GoodsSearchRequest'];
type Results = ReturnType<typeof useGoodsSearch>;

/** A page of the mall's goods search; the page on screen stays while the next loads. */
export function useGoodsSearch(criteria: Criteria, page: PageState) {
  return useQuery({
    ...operationQueryOptions(searchItems, { query: { page: page.current, size: page.size }, body: criteria }),
    placeholderData: keepPreviousData,
  });
}

/** The categories of the results, with how many goods each holds, as facet options. */
export const categoryOptions = (results: Results) =>
  results.data?.categories?.map(({ id, name, count }) => ({ id, name: `${name}(${count})` }));

/** Found goods as cards five a row (or a list), what to say when there are none, and the pages. */
export function GoodsResults({
  results,
  page,
  onPageChange,
  view = 'grid',
  none,
}: {
  results: Results;
  page: PageState;
  onPageChange: (page: PageState) => void;
  view?: 'grid' | 'list';
  none: ReactNode;
}) {
  const total = results.data?.total ?? 0;
  return (
    <>
      <QueryState query={results}>
        {({ records }) =>
          records.length === 0 ? (
            <p className="bg-white py-20 text-center text-sm text-slate-500">{none}</p>
          ) : view === 'list' ? (
            <GoodsList goods={records} />
          ) : (
            <ul aria-label="商品列表" className="grid grid-cols-5 gap-2.5">
              {records.map((goods) => (
                <li key={goods.id}>
                  <GoodsCard goods={goods} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {total > 0 && (
        <Pagination
          total={total}
          page={page}
          preset={goodsPaging}
          disabled={results.isFetching}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
