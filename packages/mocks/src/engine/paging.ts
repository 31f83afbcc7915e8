// Pages in the platform's shape, read from whichever paging names the operation documents.
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

type Query = Record<string, unknown> | undefined;

/** The page number and size under pageNum/pageSize, current/size or page/limit (defaults as the spec gives them). */
export function pageOf(query: Query, defaultSize = 10) {
  const q = query ?? {};
  const current = Number(q.pageNum ?? q.current ?? q.page ?? 1);
  const size = Number(q.pageSize ?? q.size ?? q.limit ?? defaultSize);
  return { current: Math.max(1, current), size: Math.max(1, size) };
}

export function paginate<T>(rows: readonly T[], query: Query, defaultSize = 10): Page<T> {
  const { current, size } = pageOf(query, defaultSize);
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size };
}

/** Keeps rows whose text field contains the filter (when a filter is given). */
export const contains = (value: string | null | undefined, filter: unknown) =>
  filter === undefined || filter === null || filter === '' || (value ?? '').includes(String(filter));

/** Keeps rows whose field equals the filter (when a filter is given). */
export const equals = (value: unknown, filter: unknown) =>
  filter === undefined || filter === null || filter === '' || String(value) === String(filter);

/** Keeps rows whose date-time lies in [from, to] (either end may be missing; dates compare by their text). */
export const between = (value: string | null | undefined, from: unknown, to: unknown) =>
  (!from || (value ?? '') >= String(from)) &&
  (!to || (value ?? '') <= `${String(to)}${String(to).length === 10 ? ' 23:59:59' : ''}`);

/** Newest first by a date-time field. */
export const newestFirst = <T>(rows: readonly T[], field: keyof T) =>
  // Times are to the second: of rows written in the same second, the one written last comes first.
  [...rows].reverse().sort((a, b) => String(b[field] ?? '').localeCompare(String(a[field] ?? '')));
