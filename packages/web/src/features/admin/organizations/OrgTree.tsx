import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getOrgTreeLazyQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { ChevronRightIcon, SpinnerIcon } from '@/shared/ui/icons.tsx';

type OrgNode = components['schemas']['OrgTreeNode'];

interface TreeProps {
  selectedId: string | undefined;
  onSelect: (node: OrgNode) => void;
}

/** The organisation tree, each level loaded when it is first opened (org/treeLazy). */
export function OrgTree(props: TreeProps) {
  return (
    <ul aria-label="组织树" className="text-sm">
      <Level parentId="0" level={1} {...props} />
    </ul>
  );
}

function Level({ parentId, level, ...props }: TreeProps & { parentId: string; level: number }) {
  const query = useQuery(getOrgTreeLazyQueryOptions({ path: { id: parentId } }));
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
        组织加载失败，
        <button type="button" className="text-brand hover:underline" onClick={() => query.refetch()}>
          重试
        </button>
      </li>
    );
  if (query.data.length === 0 && level === 1) return <li className="px-2 py-1 text-slate-400">暂无组织</li>;
  return query.data.map((node) => <Node key={node.id} node={node} level={level} {...props} />);
}

function Node({ node, level, selectedId, onSelect }: TreeProps & { node: OrgNode; level: number }) {
  const [expanded, setExpanded] = useState(false);
  const selected = node.id === selectedId;
  return (
    <li>
      <div className={`flex items-center gap-1 rounded px-1 py-1 ${selected ? 'bg-brand-soft' : 'hover:bg-slate-50'}`}>
        {node.isParent ? (
          <button
            type="button"
            aria-label={`${expanded ? '收起' : '展开'}${node.name}`}
            onClick={() => setExpanded(!expanded)}
            className="text-slate-400 hover:text-slate-700"
          >
            <ChevronRightIcon className={expanded ? 'rotate-90' : ''} />
          </button>
        ) : (
          <span className="inline-block w-4" />
        )}
        <button
          type="button"
          aria-current={selected || undefined}
          onClick={() => onSelect(node)}
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
