// Typed parsers of route search params. Route options (and so these schemas) load with the first page of every
// visit, where zod's core alone would cost 13 KB gzip of the 120 KB budget; search params are flat scalars, so a
// few parsers do. Forms, loaded lazily with their pages, use zod.

import { parseSearchWith } from '@tanstack/react-router';
import type { Filters, ListSearch } from '@/shared/list/filters.ts';

type Parser<T> = (value: unknown) => T;

/**
 * How the router reads a query string: JSON values as usual, except numbers beyond what a double holds exactly,
 * which stay strings (ids are 19-digit snowflakes: `?id=1730265498712340001` must not become …340000).
 */
export const parseSearch = parseSearchWith((value) => {
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'number' && !Number.isSafeInteger(parsed) && /^-?\d+$/.test(value) ? value : parsed;
});

/** Fields whose parser may give undefined are optional, so links need not name them. */
type Parsed<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};

/** A search schema for `validateSearch`: each field parsed by its parser; unknown fields dropped. */
export function searchParams<T extends Record<string, unknown>>(shape: { [K in keyof T]: Parser<T[K]> }) {
  return (search: Record<string, unknown>): Parsed<T> =>
    Object.fromEntries(
      Object.entries(shape).map(([key, parse]) => [key, (parse as Parser<unknown>)(search[key])]),
    ) as Parsed<T>;
}

export const optionalString: Parser<string | undefined> = (value) =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The search of a page about one record: `?id=`. Opened without it, the page offers the records to choose from. */
export const recordSearch = searchParams({ id: optionalString });

/** The search a list's filters (or its own search function) give. */
export type SearchOf<F> =
  F extends Filters<infer D> ? ListSearch<D> : F extends (search: Record<string, unknown>) => infer S ? S : never;

const asInUrl = (search: Record<string, unknown>) => search;

/**
 * A list route's search schema, typed by the page's filters imported as a type only: `validateSearch:
 * listSearch<typeof brandFilters>()`. The route keeps the URL's values as they are and the page reads them through its
 * filters (`useList` does; `brandFilters.search(useTabSearch())` for a value of its own), which parse each one. So the
 * filters, labels and all, load with their page instead of with the route tree that every first visit loads.
 */
export const listSearch = <F>() => asInUrl as (search: Record<string, unknown>) => SearchOf<F>;
