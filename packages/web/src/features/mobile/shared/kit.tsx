// The mobile site's page parts: a header with the way back, skeletons while loading, and lists that refresh when
// pulled down and read their next page when scrolled to the end. Touch targets are at least 44 px (h-11).
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { InfiniteList } from '@/shared/list/use-infinite-list.ts';
import { errorMessage } from '@/shared/ui/error-message.ts';

/** The page's title, with 返回 to where the visitor came from, and the mock's badge in development and demos. */
export function MobileHeader({ title, children }: { title: string; children?: ReactNode }) {
  const router = useRouter();
  return (
    <header className="sticky top-0 z-10 flex h-11 items-center gap-2 border-b border-slate-200 bg-white px-1">
      <button
        type="button"
        aria-label="返回"
        className="flex size-11 shrink-0 items-center justify-center text-xl text-slate-600"
        onClick={() => router.history.back()}
      >
        ‹
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-medium">{title}</h1>
      {children}
      {/* The mock's badge, in development and demos: up here it covers none of the page's controls. */}
      <div id="dev-badge-slot" className="shrink-0 pr-1 empty:hidden" />
    </header>
  );
}

/** Grey blocks where rows (or goods tiles, `grid`) are coming, laid out as they will be. */
export function Skeleton({ rows = 4, grid = false }: { rows?: number; grid?: boolean }) {
  return (
    <div role="status" aria-label="加载中" className={`gap-2 p-3 ${grid ? 'grid grid-cols-2' : 'flex flex-col'}`}>
      {Array.from({ length: rows }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          key={index}
          className={`animate-pulse rounded-lg bg-slate-200 ${grid ? 'aspect-[3/4]' : 'h-20'}`}
        />
      ))}
    </div>
  );
}

/** A failed load, in the backend's words, with 重试. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => unknown }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-10 text-sm text-slate-500">
      {errorMessage(error, '加载失败，请稍后重试')}
      <button type="button" className="h-11 rounded-full border border-slate-300 px-6" onClick={() => void retry()}>
        重试
      </button>
    </div>
  );
}

const pullDistance = 64;

/** Pulled down from the top of the page by more than 64 px, the content reloads. */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const start = useRef<number>(undefined);
  const [pulled, setPulled] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <div
      onTouchStart={(event) => {
        start.current = window.scrollY === 0 ? event.touches[0]?.clientY : undefined;
      }}
      onTouchMove={(event) => {
        if (start.current !== undefined) setPulled(Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current));
      }}
      onTouchEnd={() => {
        start.current = undefined;
        setPulled(0);
        if (pulled < pullDistance || refreshing) return;
        setRefreshing(true);
        void onRefresh().finally(() => setRefreshing(false));
      }}
    >
      {(pulled > 0 || refreshing) && (
        <p aria-live="polite" className="py-2 text-center text-xs text-slate-500">
          {refreshing ? '正在刷新…' : pulled >= pullDistance ? '松开刷新' : '下拉刷新'}
        </p>
      )}
      {children}
    </div>
  );
}

/** 加载更多 at the end of a list; scrolled into view, it loads the next page by itself. */
function MoreRows({ list }: { list: InfiniteList<unknown> }) {
  const end = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const button = end.current;
    if (!button || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return <p className="py-4 text-center text-xs text-slate-500">没有更多了</p>;
  return (
    <button
      ref={end}
      type="button"
      className="h-11 w-full text-center text-sm text-slate-500"
      disabled={isFetchingNextPage}
      onClick={() => void fetchNextPage()}
    >
      {isFetchingNextPage ? '加载中…' : '加载更多'}
    </button>
  );
}

/** A list read page after page: skeleton, failure, nothing found, or the rows, pulled to refresh. */
export function InfiniteRows<Row>({
  list,
  label,
  none,
  grid = false,
  children,
}: {
  list: InfiniteList<Row>;
  label: string;
  none: ReactNode;
  /** Two columns (goods) rather than rows. */
  grid?: boolean;
  children: (row: Row) => ReactNode;
}) {
  let body: ReactNode;
  if (list.rows === undefined)
    body = list.error ? <LoadFailed error={list.error} retry={list.refetch} /> : <Skeleton grid={grid} />;
  else if (list.rows.length === 0) body = <p className="p-10 text-center text-sm text-slate-500">{none}</p>;
  else
    body = (
      <>
        <ul aria-label={label} className={`gap-2 p-3 ${grid ? 'grid grid-cols-2' : 'flex flex-col'}`}>
          {list.rows.map(children)}
        </ul>
        <MoreRows list={list as InfiniteList<unknown>} />
      </>
    );
  return <PullToRefresh onRefresh={list.refetch}>{body}</PullToRefresh>;
}

/** A button of the mobile site: full height for a thumb. */
export const tap = {
  primary: 'h-11 rounded-full bg-brand px-5 text-sm text-white disabled:opacity-50',
  danger: 'h-11 rounded-full bg-red-600 px-5 text-sm text-white disabled:opacity-50',
  plain: 'h-11 rounded-full border border-slate-300 bg-white px-5 text-sm disabled:opacity-50',
} as const;
