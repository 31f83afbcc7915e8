// Paging of the platform's tables (spec 01 §9 and 02 §9): layout total, sizes, prev, pager, next, jumper.

export interface PagingPreset {
  defaultSize: number;
  sizes: readonly number[];
  align: 'left' | 'right';
}

/** Spec 01 §9 (and 02 §9's "other variant"): page size 10, options 10, 20, 50, 100, right-aligned. */
export const tablePaging: PagingPreset = { defaultSize: 10, sizes: [10, 20, 50, 100], align: 'right' };
/** Spec 02 §9: page 1, limit 20, options 10, 20, 30, 50 (purchaser and admin lists with page/limit). Right-aligned. */
export const listPaging: PagingPreset = { defaultSize: 20, sizes: [10, 20, 30, 50], align: 'right' };

export const DEFAULT_PAGE = 1;

/** The page a list shows: 1-based page number and page size. */
export interface PageState {
  current: number;
  size: number;
}

export const pageCountOf = (total: number, size: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The page buttons: all pages when there are at most `pagerCount` (7), else the first and last page, up to five
 * pages around the current one, and '…' where pages are skipped (clicking it jumps five pages).
 */
export function pagerItems(current: number, pageCount: number, pagerCount = 7): PagerItem[] {
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = (pagerCount - 1) / 2;
  const prevMore = current > pagerCount - half;
  const nextMore = current < pageCount - half;
  let middle: number[];
  if (prevMore && !nextMore) middle = range(pageCount - (pagerCount - 2), pageCount - 1);
  else if (!prevMore && nextMore) middle = range(2, pagerCount - 1);
  else if (prevMore && nextMore) middle = range(current - (half - 1), current + (half - 1));
  else middle = range(2, pageCount - 1);
  return [
    1,
    ...(prevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(nextMore ? (['next-more'] as const) : []),
    pageCount,
  ];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Keeps a wished page inside 1…pageCount. */
export const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
