import type { ReactNode } from 'react';
import type { ListModel } from '@/shared/list/use-list.ts';
import { DataTable, type DataTableProps } from '../DataTable/DataTable.tsx';
import { FilterBar } from '../FilterBar/FilterBar.tsx';

type TableProps<T> = Omit<
  DataTableProps<T>,
  'page' | 'onPageChange' | 'data' | 'isPending' | 'error' | 'onRetry' | 'paging'
>;

export interface ListPageProps<T> extends TableProps<T> {
  /** The list from `useList(operation, filters)`. */
  list: ListModel<T>;
  /** Buttons above the table (新增, 导出…). */
  toolbar?: ReactNode;
  /** Anything between the filters and the table (tabs of states, a summary). */
  children?: ReactNode;
}

/** The shape of every list page: filters, a toolbar, the paged table. */
export function ListPage<T>({ list, toolbar, children, label, ...table }: ListPageProps<T>) {
  return (
    <div className="flex flex-col gap-3">
      {list.fields.length > 0 && (
        <FilterBar fields={list.fields} values={list.values} onSearch={list.applyFilters} label={`${label}筛选`} />
      )}
      {children}
      {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
      <DataTable
        {...table}
        label={label}
        data={list.data}
        isPending={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        page={list.page}
        paging={list.paging}
        onPageChange={list.changePage}
      />
    </div>
  );
}
