import { type ReactNode, useContext } from 'react';
import { Button } from './Button.tsx';
import { errorMessage } from './error-message.ts';
import { SpinnerIcon } from './icons.tsx';
import { QueryLoading } from './query-loading.ts';
import { RecordChooser } from './RecordPage/RecordChooser.tsx';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A record a page looks for in a list narrowed to its key (no call reads it alone) and does not find: to be thrown
 * from the query's `select`, so the page says so and offers the records as for a 404.
 */
export const notFound = (message: string) => Object.assign(new Error(message), { status: 404 });

/** A record the server does not have (404), or will not show this user (403): retrying changes nothing. */
function isMissing(error: unknown): boolean {
  const { code, status } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return [code, status].some((value) => value === 404 || value === 403);
}

/**
 * A detail page's states: '加载中', the error with '重试', or the page drawn from its data. A record that is missing
 * or not the user's says so and, inside a record page, offers the records to choose from instead.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  /** The record, never null: a null answer (a record looked up in a list and not found) is a missing record. */
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { data } = query;
  const loading = useContext(QueryLoading);
  if (data === null || (query.error && isMissing(query.error)))
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded bg-white px-4 py-3 text-sm text-red-600">
          {errorMessage(query.error, '记录不存在')}：它可能已被删除，或不属于当前账号。
        </p>
        <RecordChooser prompt="请从下面选择一条打开。" />
      </div>
    );
  if (query.error)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded bg-white p-10 text-sm">
        <span className="text-red-600">{errorMessage(query.error, '加载失败')}</span>
        <Button size="sm" onClick={() => query.refetch()}>
          重试
        </Button>
      </div>
    );
  if (query.isPending || data === undefined)
    return (
      loading ?? (
        <p role="status" className="flex items-center justify-center gap-2 rounded bg-white p-10 text-sm text-brand">
          <SpinnerIcon />
          加载中
        </p>
      )
    );
  return <>{children(data)}</>;
}
