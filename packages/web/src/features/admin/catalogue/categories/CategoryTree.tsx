import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryCategoryTreeAsyncQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { ChevronRightIcon } from '@/shared/ui/icons.tsx';
import { LazyLevel } from '@/shared/ui/LazyTree/LazyLevel.tsx';

type TreeNode = components['schemas']['TreeNode'];

interface TreeProps {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The valid categories as a tree that loads each level when it is first opened (category/queryGodCategoryZtreeAsyn,
 * as every category picker of the platform does), so a category invalidated here leaves it as it leaves the pickers.
 */
export function CategoryTree(props: TreeProps) {
  return (
    <ul aria-label="商品类目" className="text-sm">
      <Level parentId="0" level={1} {...props} />
    </ul>
  );
}

function Level({ parentId, level, ...props }: TreeProps & { parentId: string; level: number }) {
  const query = useQuery(queryCategoryTreeAsyncQueryOptions({ query: { parentId } }));
  return (
    <LazyLevel query={query} what="类目" empty={level === 1 ? '暂无类目' : undefined}>
      {(nodes) => nodes.map((node) => <Node key={node.id} node={node} level={level} {...props} />)}
    </LazyLevel>
  );
}

function Node({ node, level, selectedId, onSelect }: TreeProps & { node: TreeNode; level: number }) {
  const [expanded, setExpanded] = useState(false);
  const hasChildren = node.isParent === true;
  const selected = node.id === selectedId;
  return (
    <li>
      <div className={`flex items-center gap-1 rounded px-1 py-1 ${selected ? 'bg-brand-soft' : 'hover:bg-slate-50'}`}>
        {hasChildren ? (
          <button
            type="button"
            aria-label={`${expanded ? '收起' : '展开'}${node.name}`}
            onClick={() => setExpanded(!expanded)}
            className="text-slate-500 hover:text-slate-700"
          >
            <ChevronRightIcon className={expanded ? 'rotate-90' : ''} />
          </button>
        ) : (
          <span className="inline-block w-4" />
        )}
        <button
          type="button"
          aria-current={selected || undefined}
          onClick={() => onSelect(node.id)}
          className={`flex-1 truncate text-left ${selected ? 'font-medium text-brand' : 'text-slate-700'}`}
        >
          {node.name}
        </button>
      </div>
      {expanded && (
        <ul className="pl-4">
          <Level parentId={node.id} level={level + 1} selectedId={selectedId} onSelect={onSelect} />
        </ul>
      )}
    </li>
  );
}
