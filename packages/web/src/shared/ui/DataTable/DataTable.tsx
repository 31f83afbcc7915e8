import {
  type ColumnDef,
  createColumnHelper,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button.tsx';
import { errorMessage } from '../error-message.ts';
import { SpinnerIcon } from '../icons.tsx';
import { Pagination } from './Pagination.tsx';
import { type PageState, type PagingPreset, tablePaging } from './paging.ts';
import { SideScroll } from './SideScroll.tsx';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Text alignment of the column's header and cells. */
    align?: 'left' | 'center' | 'right';
    /** Extra classes of the column's cells, e.g. a width ('w-40'). */
    className?: string;
  }
}

/** The column of the row actions, pinned to the right edge. */
const actionsColumn = 'actions';

/**
 * The row actions (`actionsColumn`) stay at the table's right edge while a wide table scrolls under them,
 * so a row's buttons are never cut off at a narrow window; while columns hide under them they cast a shadow
 * (`SideScroll`).
 */
const pinned = (columnId: string, background: string) =>
  columnId === actionsColumn
    ? `sticky right-0 ${background} before:pointer-events-none before:absolute before:inset-y-0 before:right-full before:w-4 before:bg-gradient-to-l before:from-slate-900/15 before:opacity-0 group-data-[overflow=right]/scroll:before:opacity-100`
    : '';

/** The backend's page: `{ records, total, current, size }`. */
export interface PageData<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** Column definitions of a DataTable: `createColumns<Goods>()` then `.accessor('name', { header: '商品名称' })`. */
export const createColumns = createColumnHelper;

export interface DataTableProps<T> {
  /** Read out as the table's name ('商品列表'). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  columns: ColumnDef<T, any>[];
  data?: PageData<T> | undefined;
  /** The first load or a page change in flight: '加载中' over the table. */
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
  page: PageState;
  /** A new page or page size (a new size starts at page 1); the caller puts it in the URL. */
  onPageChange: (page: PageState) => void;
  /** `tablePaging` (10; 10, 20, 50, 100) by default, or `listPaging` (20; 10, 20, 30, 50). */
  paging?: PagingPreset;
  /** A row's id; `row.id` by default. */
  rowKey?: (row: T, index: number) => string;
  /** Shows a checkbox per row; called with the selected rows of this page (a new page clears the selection). */
  onSelectionChange?: (rows: T[]) => void;
  /** Buttons acting on the selected rows, shown above the table while rows are selected. */
  batchActions?: (rows: T[]) => ReactNode;
  emptyText?: string;
  /** The pager under the table; none for a list the server does not page (`wholeList`). */
  pager?: boolean;
}

const defaultRowKey = (row: unknown, index: number) => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};
/**
 * A header or cell template, called as a function. TanStack's flexRender mounts a function as a component, so columns
 * declared in a page's render (new functions each time) would remount every cell, replacing a button under the pointer.
 */
const render = <C,>(template: ReactNode | ((context: C) => ReactNode) | undefined, context: C): ReactNode =>
  typeof template === 'function' ? template(context) : template;
const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
const noRecords: never[] = [];

/**
 * A list page's table over TanStack Table with server-side paging: declare the columns, pass the page query's result.
 * Empty cells show '--'. Loading, empty ('暂无数据') and error (the message and '重试') states, 250 px high; rows take
 * the height they need.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  isPending = false,
  error,
  onRetry,
  page,
  onPageChange,
  paging = tablePaging,
  rowKey = defaultRowKey,
  onSelectionChange,
  batchActions,
  emptyText = '暂无数据',
  pager = true,
}: DataTableProps<T>) {
  const records = data?.records ?? noRecords;
  const selectable = Boolean(onSelectionChange || batchActions);
  // The selection belongs to the records it was made on: a new page (new records) starts with none selected.
  const [selection, setSelection] = useState<{ of: T[]; ids: RowSelectionState }>({ of: records, ids: {} });
  const rowSelection = selection.of === records ? selection.ids : {};

  const table = useReactTable<T>({
    data: records,
    columns: selectable ? [selectColumn<T>(), ...columns] : columns,
    defaultColumn: { cell: (info) => showValue(info.getValue()) },
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater) => {
      const ids = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelection({ of: records, ids });
      onSelectionChange?.(records.filter((row, index) => ids[rowKey(row, index)]));
    },
  });
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const columnCount = table.getVisibleLeafColumns().length;
  const hasError = error !== null && error !== undefined;

  let body: ReactNode;
  if (hasError) {
    body = (
      <StateRow columnCount={columnCount} compact={!pager}>
        <div role="alert" className="flex flex-col items-center gap-3">
          <span className="text-red-600">{errorMessage(error, '加载失败')}</span>
          {onRetry && (
            <Button size="sm" onClick={onRetry}>
              重试
            </Button>
          )}
        </div>
      </StateRow>
    );
  } else if (!data && isPending) {
    body = (
      <StateRow columnCount={columnCount} compact={!pager}>
        {loadingIndicator}
      </StateRow>
    );
  } else if (records.length === 0) {
    body = (
      <StateRow columnCount={columnCount} compact={!pager}>
        <span className="text-slate-500">{emptyText}</span>
      </StateRow>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined} className="hover:bg-brand-soft/50">
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={`border-b border-slate-100 px-3 py-2.5 ${alignClass[cell.column.columnDef.meta?.align ?? 'left']} ${cell.column.columnDef.meta?.className ?? ''} ${pinned(cell.column.id, 'bg-white')}`}
          >
            {render(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="relative rounded bg-white" aria-busy={isPending || undefined}>
      {batchActions && selectedRows.length > 0 && (
        <div className="flex items-center gap-2 border-b border-slate-100 bg-brand-soft px-3 py-2 text-sm">
          <span>已选 {selectedRows.length} 项</span>
          {batchActions(selectedRows)}
        </div>
      )}
      <SideScroll remeasure={records} pinnedEnd={columns.some((column) => column.id === actionsColumn)}>
        <table aria-label={label} className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`border-b border-slate-200 px-3 py-2.5 font-medium whitespace-nowrap ${alignClass[header.column.columnDef.meta?.align ?? 'left']} ${pinned(header.column.id, 'bg-slate-50')}`}
                  >
                    {header.isPlaceholder ? null : render(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </SideScroll>
      {data && isPending && !hasError && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/60">{loadingIndicator}</div>
      )}
      {pager && <Pagination total={data?.total ?? 0} page={page} onPageChange={onPageChange} preset={paging} />}
    </div>
  );
}

/** The props of a DataTable from a TanStack Query result: `<DataTable {...tableQuery(query)} … />`. */
export function tableQuery<T>(query: {
  data?: PageData<T> | undefined;
  isPending: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return {
    data: query.data,
    // A page change with placeholder data keeps the old rows under the spinner.
    isPending: query.isPending || Boolean(query.isFetching),
    error: query.error,
    onRetry: () => {
      query.refetch();
    },
  };
}

/**
 * The props of a DataTable over a whole list the server does not page (addresses, invoice titles, a cart):
 * `<DataTable {...wholeList(query)} … />`, every row on one page.
 */
export function wholeList<T>(query: {
  data?: T[] | undefined;
  isPending: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  return { ...tableQuery({ ...query, data: undefined }), ...completeList(query.data) };
}

/**
 * The props of a DataTable over rows already at hand (a record's lines, the newest few): `<DataTable
 * {...completeList(rows)} … />`, every row on one page, no pager, and an empty state of one line.
 */
export function completeList<T>(records: T[] | undefined) {
  return {
    data: records && { records, total: records.length },
    page: { current: 1, size: Math.max(records?.length ?? 0, 10) },
    onPageChange: () => {},
    pager: false,
  };
}

const loadingIndicator = (
  <span role="status" className="inline-flex items-center gap-2 text-brand">
    <SpinnerIcon />
    加载中
  </span>
);

/** The row of an empty, loading or failed table: a list page's holds the page's room, a complete list's only a line. */
function StateRow({ columnCount, compact, children }: { columnCount: number; compact: boolean; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className={`${compact ? 'h-16' : 'h-[250px]'} text-center align-middle`}>
        {children}
      </td>
    </tr>
  );
}

const showValue = (value: unknown): ReactNode =>
  value === null || value === undefined || value === '' ? '--' : (value as ReactNode);

function selectColumn<T>(): ColumnDef<T> {
  return {
    id: '__select',
    meta: { align: 'center', className: 'w-10' },
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="全选本页"
        checked={table.getIsAllRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
        className="accent-brand"
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`选择第 ${row.index + 1} 行`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        className="accent-brand"
      />
    ),
  };
}
