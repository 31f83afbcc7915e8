import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SpinnerIcon } from '../icons.tsx';

/**
 * One level of a tree whose levels load as they open (a `<ul>`'s items): 加载中, the failure with 重试, 暂无… when
 * there is nothing (`empty`, shown at the top level only where deeper levels may be empty), or its nodes.
 */
export function LazyLevel<Node>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<Node[]>;
  /** What the nodes are (类目, 组织), in the failure. */
  what: string;
  empty?: string;
  children: (nodes: Node[]) => ReactNode;
}) {
  if (query.isPending)
    return (
      <li className="flex items-center gap-2 px-2 py-1 text-brand">
        <SpinnerIcon />
        加载中
      </li>
    );
  if (query.error)
    return (
      <li className="px-2 py-1 text-red-600">
        {what}加载失败，
        <button type="button" className="text-brand hover:underline" onClick={() => query.refetch()}>
          重试
        </button>
      </li>
    );
  if (query.data.length === 0 && empty) return <li className="px-2 py-1 text-slate-500">{empty}</li>;
  return children(query.data);
}
