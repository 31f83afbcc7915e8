import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryGoodsCategoriesQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-timing.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { ChevronRightIcon } from '@/shared/ui/icons.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

type Category = components['schemas']['Category'];

const countOf = (nodes: readonly Category[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countOf(node.children ?? []), 0);

/** The branches whose names contain the text: a match keeps its whole subtree, an ancestor keeps the path to it. */
function matching(nodes: readonly Category[], text: string): Category[] {
  return nodes.flatMap((node) => {
    if (node.name.includes(text)) return [node];
    const children = matching(node.children ?? [], text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** 有效类目 (/supplier-open-catalogue-manager): the valid categories goods may be listed under, as a tree. */
export function ValidCategoriesPage() {
  const query = useQuery(queryGoodsCategoriesQueryOptions());
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim(), 300);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-6 rounded bg-white px-4 py-3">
        <Field label="类目名称" layout="left" className="w-72">
          {(control) => (
            <Input
              {...control}
              value={text}
              placeholder="请输入类目名称"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        {query.data && <span className="text-sm text-slate-500">共 {countOf(query.data)} 个有效类目</span>}
      </div>
      <QueryState query={query}>
        {(tree) => {
          const shown = filter ? matching(tree, filter) : tree;
          return (
            <div className="rounded bg-white p-4 text-sm">
              {shown.length === 0 ? (
                <p className="py-10 text-center text-slate-500">{filter ? '没有匹配的类目' : '暂无有效类目'}</p>
              ) : (
                <ul aria-label="有效类目">
                  {shown.map((node) => (
                    <CategoryNode key={node.id} node={node} open={Boolean(filter)} />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

function CategoryNode({ node, open }: { node: Category; open: boolean }) {
  const [expanded, setExpanded] = useState<boolean>();
  const children = node.children ?? [];
  // A search opens every branch it shows; the user's own toggling wins afterwards.
  const isOpen = expanded ?? open;
  return (
    <li>
      <div className="flex items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
        {children.length > 0 ? (
          <button
            type="button"
            aria-label={`${isOpen ? '收起' : '展开'}${node.name}`}
            onClick={() => setExpanded(!isOpen)}
            className="text-slate-500 hover:text-slate-700"
          >
            <ChevronRightIcon className={isOpen ? 'rotate-90' : ''} />
          </button>
        ) : (
          <span className="inline-block w-4" />
        )}
        <span className="text-slate-800">{node.name}</span>
        {node.code && <span className="text-xs text-slate-500">{node.code}</span>}
        {children.length > 0 && <span className="text-xs text-slate-500">（{children.length} 个子类目）</span>}
      </div>
      {isOpen && children.length > 0 && (
        <ul className="pl-6">
          {children.map((child) => (
            <CategoryNode key={child.id} node={child} open={open} />
          ))}
        </ul>
      )}
    </li>
  );
}
