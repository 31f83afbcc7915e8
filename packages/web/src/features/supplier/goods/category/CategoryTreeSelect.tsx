import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryCategoryTreeAsyncQueryOptions } from '@zc/sdk/react';
import { type ComponentProps, useState } from 'react';
import { controlClass } from '@/shared/ui/Input.tsx';
import { ChevronRightIcon, CloseIcon } from '@/shared/ui/icons.tsx';
import { LazyLevel } from '@/shared/ui/LazyTree/LazyLevel.tsx';

type TreeNode = components['schemas']['TreeNode'];

/** A chosen category: its id and the names from the top level down ('办公用品/文具/签字笔'). */
export interface CategoryChoice {
  id: string;
  path: string;
  /** True when the category has no sub-categories (goods hang on leaves only). */
  isLeaf: boolean;
}

export interface CategoryTreeSelectProps
  extends Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required'> {
  /** The chosen category's id and path, or nothing. */
  value: { id: string; path: string } | undefined;
  onChange: (choice: CategoryChoice | undefined) => void;
  /** Only leaf categories may be chosen (goods editors); a list filter takes any level. */
  leafOnly?: boolean;
  /** Shows × to clear the choice. */
  clearable?: boolean;
  placeholder?: string;
}

/**
 * A category picker over the lazily loaded tree (category/queryGodCategoryZtreeAsyn): each level is fetched with its
 * parentId when it is first opened, so the thousands of categories are never loaded at once.
 */
export function CategoryTreeSelect({
  value,
  onChange,
  leafOnly = false,
  clearable = false,
  placeholder = '请选择分类',
  ...control
}: CategoryTreeSelectProps) {
  const [open, setOpen] = useState(false);
  const choose = (choice: CategoryChoice) => {
    onChange(choice);
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="relative">
        <Popover.Trigger asChild>
          <button
            type="button"
            {...control}
            aria-haspopup="tree"
            className={`${controlClass} truncate pr-7 text-left ${value ? '' : 'text-slate-400'}`}
          >
            {value?.path || placeholder}
          </button>
        </Popover.Trigger>
        {clearable && value && (
          <button
            type="button"
            aria-label="清除分类"
            onClick={() => onChange(undefined)}
            className="absolute top-1/2 right-2 -translate-y-1/2 text-slate-400 hover:text-slate-600"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-[950] max-h-80 w-72 overflow-y-auto rounded border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          <ul aria-label="商品分类">
            <Level parentId="0" path={[]} selectedId={value?.id} leafOnly={leafOnly} onChoose={choose} />
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface LevelProps {
  parentId: string;
  path: string[];
  selectedId: string | undefined;
  leafOnly: boolean;
  onChoose: (choice: CategoryChoice) => void;
}

/** The categories under one parent, fetched when this level is first shown. */
function Level({ parentId, path, ...rest }: LevelProps) {
  const query = useQuery(queryCategoryTreeAsyncQueryOptions({ query: { parentId } }));
  return (
    <LazyLevel query={query} what="分类" empty="暂无分类">
      {(nodes) => nodes.map((node) => <Node key={node.id} node={node} path={path} {...rest} />)}
    </LazyLevel>
  );
}

function Node({ node, path, selectedId, leafOnly, onChoose }: Omit<LevelProps, 'parentId'> & { node: TreeNode }) {
  const [expanded, setExpanded] = useState(false);
  const hasChildren = node.isParent === true;
  const names = [...path, node.name];
  const selectable = !(leafOnly && hasChildren);
  return (
    <li>
      <div className="flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-50">
        {hasChildren ? (
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
          aria-current={node.id === selectedId || undefined}
          title={selectable ? undefined : '请选择末级分类'}
          // Where only leaves may be chosen, a parent's name opens it instead.
          onClick={() =>
            selectable ? onChoose({ id: node.id, path: names.join('/'), isLeaf: !hasChildren }) : setExpanded(!expanded)
          }
          className={`flex-1 text-left ${node.id === selectedId ? 'font-medium text-brand' : 'text-slate-700'}`}
        >
          {node.name}
        </button>
      </div>
      {expanded && (
        <ul className="pl-4">
          <Level parentId={node.id} path={names} selectedId={selectedId} leafOnly={leafOnly} onChoose={onChoose} />
        </ul>
      )}
    </li>
  );
}
