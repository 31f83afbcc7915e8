// The page of a menu group (竞价管理, 在线寻源, 消息中心): what the user must act on in that area, each counted and
// opening its list narrowed to it, and the area's latest records, each opening its record page. A group page is a
// declaration of these over the area's list calls.
import { type UseQueryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { Input, Operation, OperationId } from '@zc/sdk';
import { operationQueryOptions } from '@zc/sdk/react';
import type { RowOf, UseListOptions } from '@/shared/list/use-list.ts';
import type { PagePath } from '@/shared/page/page.tsx';
import { actionLink } from '../action-link.ts';
import { completeList, DataTable } from '../DataTable/DataTable.tsx';
import { HomeSection } from '../WorkbenchHome/WorkbenchHome.tsx';

type Query<K extends OperationId> = UseListOptions<K>['query'];
/** A page and its search, as a link opens it. */
export interface Target {
  to: PagePath;
  search?: Record<string, unknown>;
}

export interface Todo<K extends OperationId = OperationId> {
  /** What waits for the user: '待报价询价'. */
  label: string;
  /** The list call and the fixed parameters that give exactly these records; their total is the count. */
  operation: Operation<K>;
  query: Query<K>;
  /** The list page narrowed to them. */
  list: Target;
}

export interface Latest<K extends OperationId = OperationId> {
  /** The table's title: '最新询价'. */
  title: string;
  operation: Operation<K>;
  query?: Query<K>;
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  columns: ColumnDef<RowOf<K>, any>[];
  /** The record page of a row. */
  open: (row: RowOf<K>) => Target;
  /** A row's name, read out by its 查看 link. */
  name: (row: RowOf<K>) => string;
}

/** Declares a to-do with its parameters typed by the operation. */
export const todo = <K extends OperationId>(declaration: Todo<K>) => declaration as unknown as Todo;
/** Declares a latest-records table with its row type inferred from the operation. */
export const latest = <K extends OperationId>(declaration: Latest<K>) => declaration as unknown as Latest;

/** How many newest records a group page shows of each kind. */
const newest = 5;

/**
 * The first `size` records of a list call, in its own paging dialect. Its answer is left untyped: over every operation
 * its type is past what TypeScript represents, and the callers read only the page's fields.
 */
function firstPage<K extends OperationId>(operation: Operation<K>, query: Query<K>, size: number): UseQueryOptions {
  const { paging } = operation.meta;
  const params = paging ? { ...query, [paging.page]: 1, [paging.size]: size } : query;
  return operationQueryOptions(operation, { query: params } as unknown as Input<K>) as UseQueryOptions;
}

const linkClass = 'text-brand hover:underline';
const linkTo = ({ to, search }: Target) => ({ to: to as never, search: (search ?? {}) as never });

/** A group page: `<GroupPage todos={[todo({…})]} latest={[latest({…})]} />`. */
export function GroupPage({ todos, latest }: { todos: Todo[]; latest: Latest[] }) {
  const counts = useQueries({ queries: todos.map((item) => firstPage(item.operation, item.query, 1)) });
  return (
    <div className="flex flex-col gap-3">
      <HomeSection title="待办事项">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {todos.map((item, index) => {
            const count = counts[index];
            const total = (count?.data as { total?: number } | undefined)?.total;
            return (
              <li
                key={item.label}
                aria-label={item.label}
                className="flex flex-col gap-1 rounded border border-slate-100 p-3"
              >
                <span className="text-sm text-slate-500">{item.label}</span>
                <span className="text-2xl font-semibold text-slate-800">{count?.isError ? '--' : (total ?? '…')}</span>
                <Link {...linkTo(item.list)} className={`text-sm ${linkClass}`}>
                  去处理
                </Link>
              </li>
            );
          })}
        </ul>
      </HomeSection>
      {latest.map((table) => (
        <LatestRecords key={table.title} table={table} />
      ))}
    </div>
  );
}

function LatestRecords({ table }: { table: Latest }) {
  const { title, operation, query, columns, open, name } = table;
  // Read as a page of any rows: inferred over every operation's data, the type grows past what the compiler takes.
  const result = useQuery(firstPage(operation, query, newest) as UseQueryOptions<{ records: RowOf<OperationId>[] }>);
  const records = result.data?.records;
  const withOpen = [
    ...columns,
    {
      id: 'actions',
      header: '操作',
      cell: ({ row }: { row: { original: RowOf<OperationId> } }) => (
        <Link {...linkTo(open(row.original))} aria-label={`查看：${name(row.original)}`} className={actionLink}>
          查看
        </Link>
      ),
    },
  ];
  return (
    <HomeSection title={title}>
      <DataTable
        label={title}
        columns={withOpen}
        {...completeList(records)}
        isPending={result.isPending}
        error={result.error}
        onRetry={() => result.refetch()}
      />
    </HomeSection>
  );
}
