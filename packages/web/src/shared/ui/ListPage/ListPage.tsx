import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../DataTable/DataTable.tsx';
import type { PageState } from '../DataTable/paging.ts';
import { FilterBar, type FilterField, type FilterValues } from '../FilterBar/FilterBar.tsx';

/** Where a list page stands: its page, its filters in force, and how to change either. */
export interface ListState {
  page: PageState;
  filters: FilterValues;
  /** 查询: these filters, from page 1. */
  search: (filters: FilterValues) => void;
  changePage: (page: PageState) => void;
}

export interface ListPageProps<T> extends Omit<DataTableProps<T>, 'page' | 'onPageChange'> {
  list: ListState;
  filters?: readonly FilterField[];
  /** Buttons above the table (新增, 导出…). */
  toolbar?: ReactNode;
  /** Anything between the filters and the table (tabs of states, a summary). */
  children?: ReactNode;
}

/** The shape of every list page: filters, a toolbar, the paged table. */
export function ListPage<T>({ list, filters, toolbar, children, label, ...table }: ListPageProps<T>) {
  return (
    <div className="flex flex-col gap-3">
      {filters && filters.length > 0 && (
        <FilterBar fields={filters} values={list.filters} onSearch={list.search} label={`${label}筛选`} />
      )}
      {children}
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <DataTable {...table} label={label} page={list.page} onPageChange={list.changePage} />
    </div>
  );
}
