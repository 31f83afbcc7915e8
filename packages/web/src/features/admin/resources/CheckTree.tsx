import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronRightIcon, SpinnerIcon } from '@/shared/ui/icons.tsx';

export interface CheckNode {
  id: string;
  label: string;
  /** Loaded already (a whole tree), or absent for a node whose children load when it is opened. */
  children?: CheckNode[];
  /** No children at all (nothing to open). */
  isLeaf?: boolean;
}

export interface CheckTreeProps<N extends CheckNode> {
  /** Read out as the tree's name. */
  label: string;
  /** The top level. */
  nodes: readonly N[];
  /** Ticked ids; null shows the tree without boxes (nothing to tick yet). */
  checked: ReadonlySet<string> | null;
  onChange?: (checked: Set<string>) => void;
  /**
   * A whole tree of grants (resources): ticking a node ticks what is under it, ticking a node ticks the nodes above it
   * (a menu entry needs its group), and a group left with nothing ticked under it goes too. Otherwise every node
   * is ticked on its own (organisations).
   */
  cascade?: boolean;
  /** The children of a node opened for the first time (a lazy tree). */
  loadChildren?: (id: string) => Promise<N[]>;
  /** What a row shows after its name (kind, path, actions). */
  extra?: (node: N) => ReactNode;
  /** Ids opened from the start. */
  expanded?: ReadonlySet<string>;
}

const below = (node: CheckNode): string[] => (node.children ?? []).flatMap((child) => [child.id, ...below(child)]);

/** Every node with the chain of its ancestors' ids (nearest first). */
function ancestry(nodes: readonly CheckNode[], parents: string[] = [], into = new Map<string, string[]>()) {
  for (const node of nodes) {
    into.set(node.id, parents);
    ancestry(node.children ?? [], [node.id, ...parents], into);
  }
  return into;
}

/** A tree with a box per node, as Element UI's tree with show-checkbox: loaded all at once, or level by level. */
export function CheckTree<N extends CheckNode>({
  label,
  nodes,
  checked,
  onChange,
  cascade = false,
  loadChildren,
  extra,
  expanded,
}: CheckTreeProps<N>) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(expanded));
  const [loaded, setLoaded] = useState<Record<string, N[] | 'loading' | 'error'>>({});
  const childrenOf = (node: N) => {
    const load = loaded[node.id];
    return (node.children as N[] | undefined) ?? (Array.isArray(load) ? load : undefined);
  };

  const toggleOpen = (node: N) => {
    const next = new Set(open);
    if (next.has(node.id)) next.delete(node.id);
    else {
      next.add(node.id);
      if (!node.children && loadChildren && !Array.isArray(loaded[node.id])) {
        setLoaded((state) => ({ ...state, [node.id]: 'loading' }));
        loadChildren(node.id).then(
          (children) => setLoaded((state) => ({ ...state, [node.id]: children })),
          () => setLoaded((state) => ({ ...state, [node.id]: 'error' })),
        );
      }
    }
    setOpen(next);
  };

  const tick = (node: CheckNode, on: boolean) => {
    if (!checked || !onChange) return;
    const next = new Set(checked);
    if (!cascade) {
      if (on) next.add(node.id);
      else next.delete(node.id);
      return onChange(next);
    }
    const tree = ancestry(nodes);
    for (const id of [node.id, ...below(node)]) on ? next.add(id) : next.delete(id);
    const byId = new Map<string, CheckNode>();
    const index = (list: readonly CheckNode[]) => {
      for (const item of list) {
        byId.set(item.id, item);
        index(item.children ?? []);
      }
    };
    index(nodes);
    for (const parentId of tree.get(node.id) ?? []) {
      const parent = byId.get(parentId) as CheckNode;
      if (on) next.add(parentId);
      else if (!below(parent).some((id) => next.has(id))) next.delete(parentId);
    }
    onChange(next);
  };

  const state = (node: CheckNode): boolean | 'mixed' => {
    if (!checked?.has(node.id)) return false;
    if (!cascade || !node.children?.length) return true;
    return below(node).every((id) => checked.has(id)) ? true : 'mixed';
  };

  const rows = (list: readonly N[], level: number): ReactNode =>
    list.map((node) => {
      const children = childrenOf(node);
      const leaf = node.isLeaf || (node.children !== undefined && node.children.length === 0);
      const isOpen = open.has(node.id);
      const status = loaded[node.id];
      return (
        <li key={node.id}>
          <div
            className="flex items-center gap-1.5 border-b border-slate-50 py-1 pr-2 hover:bg-brand-soft/40"
            style={{ paddingLeft: `${(level - 1) * 20 + 4}px` }}
          >
            {leaf ? (
              <span className="w-4" />
            ) : (
              <button
                type="button"
                aria-label={`${isOpen ? '收起' : '展开'}${node.label}`}
                aria-expanded={isOpen}
                onClick={() => toggleOpen(node)}
                className="flex size-4 items-center justify-center text-slate-500 hover:text-brand"
              >
                <ChevronRightIcon width={12} height={12} className={isOpen ? 'rotate-90' : ''} />
              </button>
            )}
            {checked ? <TickBox label={node.label} state={state(node)} onChange={(on) => tick(node, on)} /> : null}
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{node.label}</span>
            {extra?.(node)}
          </div>
          {isOpen && !leaf && (
            <ul aria-label={node.label}>
              {status === 'loading' && <StatusRow level={level + 1} text="加载中" spinner />}
              {status === 'error' && <StatusRow level={level + 1} text="加载失败" />}
              {children?.length === 0 && <StatusRow level={level + 1} text="暂无数据" />}
              {children && rows(children, level + 1)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul aria-label={label} className="flex flex-col">
      {nodes.length === 0 ? <StatusRow level={1} text="暂无数据" /> : rows(nodes, 1)}
    </ul>
  );
}

function StatusRow({ level, text, spinner = false }: { level: number; text: string; spinner?: boolean }) {
  return (
    <li
      className="flex items-center gap-1 py-1 text-xs text-slate-500"
      style={{ paddingLeft: `${(level - 1) * 20 + 24}px` }}
    >
      {spinner && <SpinnerIcon width={12} height={12} className="animate-spin" />}
      {text}
    </li>
  );
}

/** A checkbox that can also show "some of what is below" (indeterminate). */
function TickBox({
  label,
  state,
  onChange,
}: {
  label: string;
  state: boolean | 'mixed';
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === true}
      onChange={(event) => onChange(state === 'mixed' ? true : event.target.checked)}
      className="accent-brand"
    />
  );
}
