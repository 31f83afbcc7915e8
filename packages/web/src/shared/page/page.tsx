// A workbench page lives in a tab that stays mounted while hidden (React <Activity>), so its filters, paging,
// scroll position and half-filled forms survive a tab switch. Hidden pages are not matched by the router, so a page
// reads its search params from its tab through these hooks, never from the router's own hooks.
import { type RegisteredRouter, useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import type { SearchOf } from './search.ts';

export interface PageFrame {
  path: string;
  search: Record<string, unknown>;
  /** Parses the tab's search params with the route's own schema. */
  parse: (search: Record<string, unknown>) => Record<string, unknown>;
}

export const PageContext = createContext<PageFrame | null>(null);

function usePageFrame(): PageFrame {
  const frame = useContext(PageContext);
  if (!frame) throw new Error('A workbench page is rendered outside its tab');
  return frame;
}

// Typed through the router the app registers, so the kit imports nothing of the route tree that imports the pages.
type RoutesByPath = RegisteredRouter['routesByPath'];
/** A route's path, as links name it ('/supplier-detail'). */
export type PagePath = keyof RoutesByPath;
/** The search params of a route, as its `validateSearch` gives them. */
export type PageSearch<P extends PagePath> = RoutesByPath[P]['types']['fullSearchSchema'];

/**
 * The page's search params with its route's own type: `usePageSearch('/supplier-detail').id`. The path only types
 * them (a page shared by several routes of one search schema names one of them).
 */
export function usePageSearch<P extends PagePath>(_route: P): PageSearch<P> {
  return useTabSearch() as PageSearch<P>;
}

/**
 * A list page's search params, parsed by its filters (or its own search function): its route keeps them as the URL
 * has them (`listSearch`), so a list page reads them here rather than through `usePageSearch`.
 */
export function useListSearch<F extends { search: Parse } | Parse>(filters: F): SearchOf<F> {
  const search = useTabSearch();
  return (typeof filters === 'function' ? filters(search) : filters.search(search)) as SearchOf<F>;
}
type Parse = (search: Record<string, unknown>) => unknown;

/** The path of whatever page is rendering: its tab's. */
export const usePagePath = (): string => usePageFrame().path;

/** The search params of whatever page is rendering, for building blocks shared by many pages (`useList`). */
export function useTabSearch(): Record<string, unknown> {
  const { search, parse } = usePageFrame();
  return parse(search);
}

/** Replaces some of the page's search params; the tab keeps them. */
export function useSetPageSearch<T extends Record<string, unknown>>() {
  const { path, search } = usePageFrame();
  const navigate = useNavigate();
  return useCallback(
    (changes: Partial<T>) => navigate({ to: path, search: { ...search, ...changes } as never }),
    [navigate, path, search],
  );
}
