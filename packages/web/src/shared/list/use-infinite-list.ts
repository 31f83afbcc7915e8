// A list read page after page as it is scrolled (the mobile site): the operation's own paging dialect, each page
// cached under the operation's key, so its domain's mutations refresh it as they refresh the tables.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type Data, type Input, type Operation, type OperationId, queryKeyOf } from '@zc/sdk';
import type { RowOf } from './use-list.ts';

type Call<K extends OperationId> = (input: Input<K> | undefined, options: { signal: AbortSignal }) => Promise<Data<K>>;
type Page<Row> = { records: Row[]; total: number };

/** `useInfiniteList(listOrders, { query: { status } }, 10)`: the rows of the pages read so far, and the next page. */
export function useInfiniteList<K extends OperationId>(operation: Operation<K>, input: Input<K>, size: number) {
  const paging = operation.meta.paging;
  const inputOf = (page: number) => {
    const { query } = input as { query?: Record<string, unknown> };
    return { ...input, query: { ...query, ...(paging && { [paging.page]: page, [paging.size]: size }) } } as Input<K>;
  };
  const result = useInfiniteQuery({
    queryKey: [...queryKeyOf(operation, input), 'pages', size] as const,
    queryFn: ({ pageParam, signal }) =>
      (operation as unknown as Call<K>)(inputOf(pageParam), { signal }) as Promise<Page<RowOf<K>>>,
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.records.length, 0) < last.total && last.records.length > 0
        ? pages.length + 1
        : undefined,
  });
  return { ...result, rows: result.data?.pages.flatMap((page) => page.records), total: result.data?.pages[0]?.total };
}

export type InfiniteList<Row> = {
  rows: Row[] | undefined;
  total: number | undefined;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => Promise<unknown>;
};
