import * as Popover from '@radix-ui/react-popover';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { controlClass } from '../Input.tsx';
import { ChevronRightIcon, CloseIcon, SpinnerIcon } from '../icons.tsx';
import type { ControlAriaProps } from './Select.tsx';

export interface CascaderOption {
  value: string;
  label: string;
  /** True when nothing lies below (a district): choosing it completes the path. */
  isLeaf?: boolean;
  disabled?: boolean;
}

export interface CascaderProps extends ControlAriaProps {
  /** The chosen value of each level, top first; [] for none. */
  value: readonly string[];
  onChange: (value: string[], options: CascaderOption[]) => void;
  /** The options under a parent, or the top level when no parent is given; called once per parent. */
  loadOptions: (parentValue?: string) => Promise<CascaderOption[]>;
  /** The labels of the value's levels until they are loaded (a value restored from a saved record). */
  valueLabels?: readonly string[];
  /** Every click changes the value, not only one on a last level (a filter by province or by city). */
  changeOnSelect?: boolean;
  /** '请选择' by default. */
  placeholder?: string;
  disabled?: boolean;
  /** Shows × to go back to no choice. */
  clearable?: boolean;
  className?: string;
}

type Column = CascaderOption[] | 'loading' | 'error';

/**
 * A path picker (省 / 市 / 区) with one column per level side by side, each level loaded when its parent is first
 * chosen. Up/Down move in a column, Right or Enter goes into the next one, Left back, Escape closes.
 */
export function Cascader({
  value,
  onChange,
  loadOptions,
  valueLabels,
  changeOnSelect = false,
  placeholder = '请选择',
  disabled = false,
  clearable = false,
  className = '',
  ...aria
}: CascaderProps) {
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<Record<string, Column>>({});
  // The path being browsed; it becomes the value once complete.
  const [path, setPath] = useState<string[]>([]);
  // The column whose current option should take focus once it is shown.
  const [focusColumn, setFocusColumn] = useState<number | null>(null);
  const requests = useRef(new Map<string, Promise<CascaderOption[]>>());
  const pathRef = useRef<string[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);

  /** The options under a parent ('' for the top), fetched once and shared by every caller. */
  const ensure = (parent: string): Promise<CascaderOption[]> => {
    const known = requests.current.get(parent);
    if (known) return known;
    setColumns((all) => ({ ...all, [parent]: 'loading' }));
    const request = loadOptions(parent || undefined).then(
      (options) => {
        setColumns((all) => ({ ...all, [parent]: options }));
        return options;
      },
      (error: unknown) => {
        requests.current.delete(parent);
        setColumns((all) => ({ ...all, [parent]: 'error' }));
        throw error;
      },
    );
    requests.current.set(parent, request);
    return request;
  };
  const quietly = (parent: string) => ensure(parent).catch(() => []);

  const parentOf = (trail: readonly string[], level: number) => (level === 0 ? '' : (trail[level - 1] ?? ''));
  const optionAt = (trail: readonly string[], level: number) => {
    const column = columns[parentOf(trail, level)];
    return Array.isArray(column) ? column.find((option) => option.value === trail[level]) : undefined;
  };
  const isLeaf = (option: CascaderOption) => {
    const below = columns[option.value];
    return Boolean(option.isLeaf) || (Array.isArray(below) && below.length === 0);
  };

  // The columns to show: the top level, then the children of each chosen option that has any.
  const shown: { parent: string; column: Column }[] = [{ parent: '', column: columns[''] ?? 'loading' }];
  for (let level = 0; level < path.length; level++) {
    const option = optionAt(path, level);
    const below = option && columns[option.value];
    if (!option || isLeaf(option) || below === undefined) break;
    shown.push({ parent: option.value, column: below });
  }

  const label = value.map((item, level) => optionAt(value, level)?.label ?? valueLabels?.[level] ?? item).join(' / ');

  // After every render: the column to focus may only appear once its options have loaded.
  useEffect(() => {
    if (focusColumn === null || !open) return;
    const column = panelRef.current?.querySelector(`[data-column="${focusColumn}"]`);
    const target =
      column?.querySelector<HTMLElement>('[aria-selected="true"]') ??
      column?.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])');
    if (!target) return;
    target.focus();
    setFocusColumn(null);
  });

  const show = async () => {
    if (disabled) return;
    const trail = [...value];
    pathRef.current = trail;
    setPath(trail);
    setFocusColumn(0);
    setOpen(true);
    // Opens the columns of the current value, each parent's options once they are known.
    let options = await quietly('');
    for (let level = 0; level < trail.length; level++) {
      const option = options.find((item) => item.value === trail[level]);
      if (!option || option.isLeaf) return;
      options = await quietly(option.value);
    }
  };
  const close = () => {
    setOpen(false);
    setFocusColumn(null);
  };
  const emit = (trail: string[]) => {
    onChange(
      trail,
      trail.map((_, level) => optionAt(trail, level)).filter((option): option is CascaderOption => Boolean(option)),
    );
  };

  const pick = async (level: number, option: CascaderOption, fromKeyboard: boolean) => {
    if (option.disabled) return;
    const trail = [...path.slice(0, level), option.value];
    pathRef.current = trail;
    setPath(trail);
    if (isLeaf(option)) {
      emit(trail);
      close();
      return;
    }
    if (changeOnSelect) emit(trail);
    if (fromKeyboard) setFocusColumn(level + 1);
    const below = await quietly(option.value);
    // An option found to have nothing below completes the path, unless the user has moved on meanwhile.
    if (below.length === 0 && pathRef.current === trail) {
      if (!changeOnSelect) emit(trail);
      close();
    }
  };

  const onOptionKey = (event: KeyboardEvent<HTMLDivElement>, level: number, option: CascaderOption) => {
    const siblings = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const index = siblings.indexOf(event.currentTarget);
    const step = (direction: 1 | -1) => {
      let i = index + direction;
      while (siblings[i]?.hasAttribute('aria-disabled')) i += direction;
      siblings[i]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        step(1);
        break;
      case 'ArrowUp':
        step(-1);
        break;
      case 'ArrowRight':
        if (!isLeaf(option)) void pick(level, option, true);
        break;
      case 'Enter':
      case ' ':
        if (changeOnSelect && !isLeaf(option)) {
          pathRef.current = [...path.slice(0, level), option.value];
          emit(pathRef.current);
          close();
        } else void pick(level, option, true);
        break;
      case 'ArrowLeft':
        if (level > 0)
          panelRef.current?.querySelector<HTMLElement>(`[data-column="${level - 1}"] [aria-selected="true"]`)?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? void show() : close())}>
      <div className={`relative ${className}`}>
        <Popover.Trigger asChild>
          <button
            type="button"
            {...aria}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' || open) return;
              event.preventDefault();
              void show();
            }}
            className={`${controlClass} truncate pr-7 text-left ${label ? '' : 'text-slate-500'}`}
          >
            {label || placeholder}
          </button>
        </Popover.Trigger>
        {clearable && value.length > 0 && !disabled ? (
          <button
            type="button"
            aria-label="清空"
            onClick={() => onChange([], [])}
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
          ref={panelRef}
          align="start"
          sideOffset={4}
          aria-label="选项"
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-[950] flex max-w-[calc(100vw-2rem)] overflow-x-auto rounded border border-slate-200 bg-white text-sm shadow-lg"
        >
          {shown.map(({ parent, column }, level) => (
            <div key={parent || 'top'} className="w-36 shrink-0 border-r border-slate-100 last:border-r-0">
              {column === 'loading' ? (
                <p className="flex items-center gap-1.5 px-3 py-2 text-slate-500">
                  <SpinnerIcon width={14} height={14} />
                  加载中
                </p>
              ) : column === 'error' ? (
                <p className="px-3 py-2 text-red-600">
                  加载失败，
                  <button type="button" className="text-brand hover:underline" onClick={() => void quietly(parent)}>
                    重试
                  </button>
                </p>
              ) : column.length === 0 ? (
                <p className="px-3 py-2 text-slate-500">暂无数据</p>
              ) : (
                <div
                  role="listbox"
                  aria-label={`第${level + 1}级`}
                  data-column={level}
                  className="max-h-64 overflow-y-auto py-1"
                >
                  {column.map((option) => {
                    const chosen = path[level] === option.value;
                    return (
                      <div
                        key={option.value}
                        role="option"
                        aria-selected={chosen}
                        aria-disabled={option.disabled || undefined}
                        // One option per column takes Tab: the chosen one, else the first.
                        tabIndex={
                          chosen || (!column.some((o) => o.value === path[level]) && option === column[0]) ? 0 : -1
                        }
                        onClick={() => void pick(level, option, false)}
                        onKeyDown={(event) => onOptionKey(event, level, option)}
                        className={`flex items-center justify-between gap-2 px-3 py-1.5 focus:bg-slate-100 focus:outline-none ${
                          option.disabled
                            ? 'cursor-not-allowed text-slate-300'
                            : chosen
                              ? 'cursor-pointer bg-brand-soft font-medium text-brand'
                              : 'cursor-pointer text-slate-700 hover:bg-slate-50'
                        }`}
                      >
                        <span className="truncate">{option.label}</span>
                        {!isLeaf(option) && (
                          <ChevronRightIcon width={12} height={12} className="shrink-0 text-slate-500" />
                        )}
                      </div>
                    );
                  })}
                </div>
              )}
            </div>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
