// A list page's data, keyed by the operation it calls: the tab's search turned into the operation's query in its
// own paging dialect (current/size, page/limit, pageNum/pageSize), the previous page kept while the next loads, and
// the filter bar built from the filter declaration with the operation's enum labels.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Data, Input, Operation, OperationId } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import { useMemo, useState } from 'react';
import { useSetPageSearch, useTabSearch } from '@/shared/page/page.tsx';
import { type Labels, labelsOnly, optionsOf } from '../format/labels.ts';
import type { PageData } from '../ui/DataTable/DataTable.tsx';
import { listPaging, type PageState, type PagingPreset, tablePaging } from '../ui/DataTable/paging.ts';
import type { FilterField, FilterValues } from '../ui/FilterBar/FilterBar.tsx';
import type { FilterDeclaration, Filters, ListSearch } from './filters.ts';

type QueryOf<K extends OperationId> = NonNullable<Input<K> extends { query?: infer Q } ? Q : never>;
/** The row of an operation that answers a page. */
export type RowOf<K extends OperationId> = Data<K> extends { records: (infer R)[] } ? R : never;

export interface ListModel<Row, D extends FilterDeclaration = FilterDeclaration> {
  /** The filters in force, typed. */
  search: ListSearch<D>;
  /** The filters in force as the operation's query, without paging (for an export of the same rows). */
  params: Record<string, unknown>;
  fields: FilterField[];
  /** The filters in force as the filter bar shows them. */
  values: FilterValues;
  /** 查询: these filter texts, from page 1. */
  applyFilters: (values: FilterValues) => void;
  page: PageState;
  paging: PagingPreset;
  changePage: (page: PageState) => void;
  data: PageData<Row> | undefined;
  /** The first load or a page change in flight. */
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

export interface UseListOptions<K extends OperationId> {
  /** Parameters the page sets itself (a fixed type, a tab of states); filters override them. */
  query?: Partial<QueryOf<K>>;
  enabled?: boolean;
  /** Options of select filters that the page loads itself (suppliers, categories). */
  labels?: Record<string, Labels>;
}

/** A URL value as the operation's query parameter type. */
function toParameter(type: string | undefined, value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  if (type === 'integer' || type === 'number') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  if (type === 'boolean') return value === true || value === 'true';
  if (type === 'array') return Array.isArray(value) ? value : [value];
  return String(value);
}

function filterFields(declaration: FilterDeclaration, enums: NonNullable<Operation<OperationId>['meta']['enums']>) {
  return Object.entries(declaration).map(([name, filter]): FilterField => {
    const { label, placeholder } = filter;
    switch (filter.kind) {
      case 'select': {
        const labels = filter.labels ?? enums[name] ?? {};
        const options = optionsOf(filter.only ? labelsOnly(labels, filter.only) : labels);
        return { type: 'select', name, label, placeholder, options };
      }
      case 'dateRange':
        return { type: 'dateRange', name, to: filter.to, label };
      default:
        return { type: filter.kind, name, label, placeholder };
    }
  });
}

/**
 * The list of a page: `const list = useList(getPromotionPrice, promotionFilters)`, then `<ListPage list={list} …/>`.
 * The filters type the route's search (`validateSearch: listSearch<typeof promotionFilters>()`) and parse it here, so a
 * tab keeps them and back and forward restore them.
 */
export function useList<K extends OperationId, D extends FilterDeclaration>(
  operation: Operation<K>,
  filters: Filters<D>,
  options: UseListOptions<K> = {},
): ListModel<RowOf<K>, D> {
  const search = useTabSearch();
  const setSearch = useSetPageSearch<Record<string, unknown>>();
  return useListOver(operation, filters, options, search, setSearch);
}

/**
 * A call that answers figures rather than a page (the cockpit, a year's months), its filters kept in the address as a
 * list's are: `const figures = useFigures(queryDataCockpit, periodFilters)`, `figures.data` the call's answer.
 */
export function useFigures<K extends OperationId, D extends FilterDeclaration>(
  operation: Operation<K>,
  filters: Filters<D>,
  options: UseListOptions<K> = {},
): Omit<ListModel<never, D>, 'data'> & { data: Data<K> | undefined } {
  const { data, ...figures } = useList(operation, filters, options);
  return { ...figures, data: data as Data<K> | undefined };
}

/**
 * A list inside a page rather than the page itself (the records a record page offers to choose from): the same
 * list, its filters and paging kept by the component instead of the address, starting from the `initial` filters.
 */
export function useLocalList<K extends OperationId, D extends FilterDeclaration>(
  operation: Operation<K>,
  filters: Filters<D>,
  options: UseListOptions<K> = {},
  initial: Record<string, unknown> = {},
): ListModel<RowOf<K>, D> {
  const [search, setSearch] = useState<Record<string, unknown>>(initial);
  const change = (changes: Record<string, unknown>) => setSearch((current) => ({ ...current, ...changes }));
  return useListOver(operation, filters, options, search, change);
}

function useListOver<K extends OperationId, D extends FilterDeclaration>(
  operation: Operation<K>,
  filters: Filters<D>,
  options: UseListOptions<K>,
  rawSearch: Record<string, unknown>,
  setSearch: (changes: Record<string, unknown>) => void,
): ListModel<RowOf<K>, D> {
  const { meta } = operation;
  const search = filters.search(rawSearch);
  const paging = meta.paging?.size === 'limit' ? listPaging : tablePaging;
  const page = { current: search.page ?? 1, size: search.size ?? meta.paging?.defaultSize ?? paging.defaultSize };

  const params: Record<string, unknown> = { ...options.query };
  for (const [name, value] of Object.entries(search)) {
    if (name !== 'page' && name !== 'size') params[name] = toParameter(meta.query?.[name], value);
  }
  const query = { ...params };
  if (meta.paging) {
    query[meta.paging.page] = page.current;
    query[meta.paging.size] = page.size;
  }
  const result = useQuery({
    ...operationQueryOptions(operation, { query } as unknown as Input<K>),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });

  const fields = useMemo(
    () => filterFields(filters.declaration, { ...meta.enums, ...options.labels }),
    [filters, meta, options.labels],
  );
  const filterNames = fields.flatMap((field) => (field.type === 'dateRange' ? [field.name, field.to] : [field.name]));
  return {
    search,
    params,
    fields,
    values: Object.fromEntries(filterNames.map((name) => [name, toText(search[name as keyof typeof search])])),
    // Filters left out are cleared, and a new search starts again at page 1.
    applyFilters: (values) =>
      setSearch({
        ...Object.fromEntries(filterNames.map((name) => [name, undefined])),
        ...filters.search({ ...values }),
        page: undefined,
        size: search.size,
      }),
    page,
    paging,
    changePage: ({ current, size }) => setSearch({ page: current, size }),
    data: result.data as PageData<RowOf<K>> | undefined,
    // A page change with placeholder data keeps the old rows under the spinner.
    isPending: result.isFetching || (result.isPending && options.enabled !== false),
    error: result.error,
    refetch: () => {
      result.refetch();
    },
  };
}

const toText = (value: unknown) => (value === undefined ? undefined : String(value));
