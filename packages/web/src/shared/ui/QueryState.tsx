import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { errorMessage } from './error-message.ts';
import { SpinnerIcon } from './icons.tsx';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** A detail page's three states: '加载中', the error with '重试', or the page drawn from its data. */
export function QueryState<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.error)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded bg-white p-10 text-sm">
        <span className="text-red-600">{errorMessage(query.error, '加载失败')}</span>
        <Button size="sm" onClick={() => query.refetch()}>
          重试
        </Button>
      </div>
    );
  if (query.isPending || query.data === undefined)
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded bg-white p-10 text-sm text-brand">
        <SpinnerIcon />
        加载中
      </p>
    );
  return <>{children(query.data)}</>;
}
