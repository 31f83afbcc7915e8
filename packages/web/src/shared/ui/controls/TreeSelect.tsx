import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../Input.tsx';
import { ChevronRightIcon, CloseIcon, SpinnerIcon } from '../icons.tsx';
import type { ControlAriaProps } from './Select.tsx';

export interface TreeNode {
  id: string;
  label: string;
  /** True when the node has no children (no ▸, nothing to load). */
  isLeaf?: boolean;
}

export interface TreeSelectProps extends ControlAriaProps {
  /** The chosen node's id; '' for none. */
  value: string;
  /** The chosen node (none once cleared) and its path: the labels from the top level down to its own. */
  onChange: (value: string, node: TreeNode | undefined, path: string[]) => void;
  /** The children of a node, or the top level when no parent is given; called once per node. */
  loadChildren: (parentId?: string) => Promise<TreeNode[]>;
  /**
   * The chosen node's label (its path, with `pathSeparator`) until its level is loaded (a value restored from the
   * address, say).
   */
  valueLabel?: string;
  /** Shows the chosen node by its path, its labels joined by this ('/': 办公用品/文具/签字笔), not by its label alone. */
  pathSeparator?: string;
  /** Only leaves may be chosen; a parent's name then opens it. */
  selectableLeavesOnly?: boolean;
  /** '请选择' by default. */
  placeholder?: string;
  disabled?: boolean;
  /** Shows × to go back to no choice. */
  clearable?: boolean;
  className?: string;
}

/** The children loaded under a parent ('' for the top level). */
type Branch = TreeNode[] | 'loading' | 'error';

/** A line of the tree as shown: a node, or the 加载中 / 加载失败 / 暂无数据 line of a level. */
type Row =
  | { kind: 'node'; node: TreeNode; level: number; parentId: string; position: number; siblings: number }
  | { kind: 'status'; state: 'loading' | 'error' | 'empty'; level: number; parentId: string };
type NodeRow = Extract<Row, { kind: 'node' }>;

/**
 * A tree picker whose levels load when first opened (with a 加载中 row): ▸ or ArrowRight expands, ArrowLeft
 * collapses or goes up, Up/Down/Home/End move, Enter or Space chooses. The tree keeps focus and announces the
 * current node with aria-activedescendant, so rows arriving later do not move focus. Rows are flat (aria-level,
 * aria-posinset), as ARIA allows for trees.
 */
export function TreeSelect({
  value,
  onChange,
  loadChildren,
  valueLabel,
  pathSeparator,
  selectableLeavesOnly = false,
  placeholder = '请选择',
  disabled = false,
  clearable = false,
  className = '',
  ...aria
}: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const [branches, setBranches] = useState<Record<string, Branch>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState('');
  // What has been asked for, so that a node is loaded once however often it is opened.
  const requested = useRef(new Set<string>());
  const treeRef = useRef<HTMLDivElement>(null);
  const treeId = useId();
  const itemId = (id: string) => `${treeId}-${id}`;

  const load = (parentId: string) => {
    if (requested.current.has(parentId)) return;
    requested.current.add(parentId);
    setBranches((all) => ({ ...all, [parentId]: 'loading' }));
    loadChildren(parentId || undefined).then(
      (nodes) => setBranches((all) => ({ ...all, [parentId]: nodes })),
      () => {
        requested.current.delete(parentId);
        setBranches((all) => ({ ...all, [parentId]: 'error' }));
      },
    );
  };

  const isLeaf = (node: TreeNode) => {
    const branch = branches[node.id];
    return Boolean(node.isLeaf) || (Array.isArray(branch) && branch.length === 0);
  };
  const selectable = (node: TreeNode) => !selectableLeavesOnly || isLeaf(node);

  const rows: Row[] = [];
  const walk = (parentId: string, level: number) => {
    const branch = branches[parentId];
    if (!Array.isArray(branch)) {
      rows.push({ kind: 'status', state: branch === 'error' ? 'error' : 'loading', level, parentId });
      return;
    }
    if (branch.length === 0 && level === 1) rows.push({ kind: 'status', state: 'empty', level, parentId });
    branch.forEach((node, index) => {
      rows.push({ kind: 'node', node, level, parentId, position: index + 1, siblings: branch.length });
      if (expanded.has(node.id) && !isLeaf(node)) walk(node.id, level + 1);
    });
  };
  walk('', 1);
  const nodeRows = rows.filter((row): row is NodeRow => row.kind === 'node');
  const active =
    nodeRows.find((row) => row.node.id === activeId) ?? nodeRows.find((row) => row.node.id === value) ?? nodeRows[0];

  // Every loaded node with its parent's id, which gives a node's path.
  const loaded = new Map<string, { node: TreeNode; parentId: string }>();
  for (const [parentId, branch] of Object.entries(branches))
    if (Array.isArray(branch)) for (const node of branch) loaded.set(node.id, { node, parentId });
  const pathOf = (id: string): string[] => {
    const entry = loaded.get(id);
    return entry ? [...pathOf(entry.parentId), entry.node.label] : [];
  };
  const chosen = loaded.get(value)?.node;
  const chosenLabel = chosen && (pathSeparator === undefined ? chosen.label : pathOf(chosen.id).join(pathSeparator));
  const shownLabel = value ? (chosenLabel ?? valueLabel ?? value) : '';

  const setOpenness = (id: string, on: boolean) => {
    setExpanded((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    if (on) load(id);
  };
  // A chosen node whose level is not loaded (restored from the address) is revealed by its path when the tree opens:
  // level by level, the node the path names is opened, until the chosen one shows (and is the active row).
  const pathLabels = value && !chosen && pathSeparator !== undefined ? valueLabel?.split(pathSeparator) : undefined;
  useEffect(() => {
    if (!open || !pathLabels) return;
    let parentId = '';
    for (const label of pathLabels.slice(0, -1)) {
      const branch = branches[parentId];
      const node = Array.isArray(branch) ? branch.find((candidate) => candidate.label === label) : undefined;
      if (!node) return;
      if (!expanded.has(node.id)) return setOpenness(node.id, true);
      parentId = node.id;
    }
  });

  const choose = (node: TreeNode) => {
    onChange(node.id, node, pathOf(node.id));
    setOpen(false);
  };
  const activate = (node: TreeNode) => {
    setActiveId(node.id);
    if (selectable(node)) choose(node);
    else if (!isLeaf(node)) setOpenness(node.id, !expanded.has(node.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const index = nodeRows.indexOf(active);
    const { node } = active;
    const open = !isLeaf(node) && expanded.has(node.id);
    const moveTo = (row: NodeRow | undefined) => row && setActiveId(row.node.id);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(nodeRows[index + 1]);
        break;
      case 'ArrowUp':
        moveTo(nodeRows[index - 1]);
        break;
      case 'Home':
        moveTo(nodeRows[0]);
        break;
      case 'End':
        moveTo(nodeRows[nodeRows.length - 1]);
        break;
      case 'ArrowRight':
        if (isLeaf(node)) break;
        if (!open) setOpenness(node.id, true);
        else if (nodeRows[index + 1]?.parentId === node.id) moveTo(nodeRows[index + 1]);
        break;
      case 'ArrowLeft':
        if (open) setOpenness(node.id, false);
        else moveTo(nodeRows.find((row) => row.node.id === active.parentId));
        break;
      case 'Enter':
      case ' ':
        activate(node);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const indent = (level: number) => ({ paddingLeft: (level - 1) * 16 + 4 });
  const renderRow = (row: Row) => {
    if (row.kind === 'status')
      return (
        <div
          key={`${row.parentId}-status`}
          role="none"
          className={`flex items-center gap-1.5 py-1 ${row.state === 'error' ? 'text-red-600' : 'text-slate-500'} ${
            row.state === 'empty' ? 'justify-center py-2' : ''
          }`}
          style={indent(row.level + 1)}
        >
          {row.state === 'loading' && (
            <>
              <SpinnerIcon width={14} height={14} />
              加载中
            </>
          )}
          {row.state === 'empty' && '暂无数据'}
          {row.state === 'error' && (
            <span>
              加载失败，
              <button type="button" className="text-brand hover:underline" onClick={() => load(row.parentId)}>
                重试
              </button>
            </span>
          )}
        </div>
      );
    const { node, level } = row;
    const leaf = isLeaf(node);
    const isOpen = !leaf && expanded.has(node.id);
    const isActive = active?.node.id === node.id;
    const isSelected = node.id === value;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the tree (aria-activedescendant).
      <div
        key={node.id}
        id={itemId(node.id)}
        role="treeitem"
        tabIndex={-1}
        aria-level={level}
        aria-posinset={row.position}
        aria-setsize={row.siblings}
        aria-expanded={leaf ? undefined : isOpen}
        aria-selected={isSelected}
        onClick={(event) => {
          // ▸ only opens and closes; the name chooses (or opens, where only leaves may be chosen).
          if ((event.target as HTMLElement).closest('[data-toggle]')) {
            setActiveId(node.id);
            if (!leaf) setOpenness(node.id, !isOpen);
          } else activate(node);
        }}
        className={`flex cursor-pointer items-center gap-1 rounded py-1 pr-2 ${
          isSelected ? 'bg-brand-soft font-medium text-brand' : isActive ? 'bg-slate-100' : 'hover:bg-slate-50'
        } ${isActive ? 'ring-1 ring-brand/40' : ''} ${selectable(node) ? '' : 'text-slate-600'}`}
        style={indent(level)}
      >
        <span
          aria-hidden="true"
          data-toggle
          className={`inline-block w-4 shrink-0 text-center text-slate-500 transition-transform ${isOpen ? 'rotate-90' : ''}`}
        >
          {leaf ? '' : '▸'}
        </span>
        <span className="truncate">{node.label}</span>
      </div>
    );
  };

  const changeOpen = (next: boolean) => {
    if (next && disabled) return;
    if (next) load('');
    setOpen(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <div className={`relative ${className}`}>
        <Popover.Trigger asChild>
          <button
            type="button"
            {...aria}
            role="combobox"
            aria-haspopup="tree"
            aria-expanded={open}
            aria-controls={open ? treeId : undefined}
            disabled={disabled}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' || open) return;
              event.preventDefault();
              changeOpen(true);
            }}
            className={`${controlClass} truncate pr-7 text-left`}
          >
            {/* In a span of its own: the control's text colour would win over a grey one beside it. */}
            {shownLabel || <span className="text-slate-500">{placeholder}</span>}
          </button>
        </Popover.Trigger>
        {clearable && value && !disabled ? (
          <button
            type="button"
            aria-label="清空"
            onClick={() => onChange('', undefined, [])}
            className="absolute top-1/2 right-2 -translate-y-1/2 text-slate-500 hover:text-slate-600"
          >
            <CloseIcon width={14} height={14} />
          </button>
        ) : (
          <ChevronRightIcon
            width={14}
            height={14}
            className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rotate-90 text-slate-500"
          />
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          role="presentation"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            treeRef.current?.focus();
          }}
          className="z-[950] max-h-80 min-w-[max(var(--radix-popover-trigger-width),14rem)] overflow-y-auto rounded border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <div
            ref={treeRef}
            id={treeId}
            role="tree"
            tabIndex={0}
            aria-label="选项"
            aria-activedescendant={active ? itemId(active.node.id) : undefined}
            aria-busy={rows.some((row) => row.kind === 'status' && row.state === 'loading') || undefined}
            onKeyDown={onKeyDown}
            // Clicks keep focus on the tree, which holds the keyboard.
            onMouseDown={(event) => event.preventDefault()}
            className="focus:outline-none"
          >
            {rows.map(renderRow)}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
