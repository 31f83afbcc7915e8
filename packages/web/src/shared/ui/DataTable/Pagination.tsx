import { useState } from 'react';
import { Select } from '../controls/Select.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { clampPage, type PageState, type PagingPreset, pageCountOf, pagerItems, tablePaging } from './paging.ts';

export interface PaginationProps {
  total: number;
  page: PageState;
  onPageChange: (page: PageState) => void;
  preset?: PagingPreset;
  disabled?: boolean;
}

/** The '…' buttons skip this many pages (the pager shows 7 buttons). */
const JUMP = 5;

const pageButton =
  'inline-flex h-7 min-w-7 items-center justify-center rounded px-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40';

/** '共 123 条', '10条/页', ‹ 1 … 4 5 6 … 13 ›, '前往 [n] 页'. A new page size starts again at page 1. */
export function Pagination({ total, page, onPageChange, preset = tablePaging, disabled = false }: PaginationProps) {
  const pageCount = pageCountOf(total, page.size);
  const current = clampPage(page.current, pageCount);
  const sizes = preset.sizes.includes(page.size) ? preset.sizes : [...preset.sizes, page.size].sort((a, b) => a - b);
  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== page.current) onPageChange({ current: next, size: page.size });
  };

  return (
    <nav
      aria-label="分页"
      className={`flex flex-wrap items-center gap-2 py-3 text-sm text-slate-600 ${preset.align === 'right' ? 'justify-end' : 'justify-start'}`}
    >
      <span>共 {total} 条</span>
      <Select
        aria-label="每页条数"
        className="w-28"
        value={String(page.size)}
        disabled={disabled}
        options={sizes.map((size) => ({ value: String(size), label: `${size}条/页` }))}
        onChange={(size) => onPageChange({ current: 1, size: Number(size) })}
      />
      <button
        type="button"
        aria-label="上一页"
        disabled={disabled || current <= 1}
        onClick={() => go(current - 1)}
        className={`${pageButton} hover:text-brand`}
      >
        <ChevronLeftIcon />
      </button>
      <ul className="flex items-center gap-1">
        {pagerItems(current, pageCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <button
                type="button"
                aria-label={`第 ${item} 页`}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
                className={`${pageButton} ${item === current ? 'bg-brand text-white' : 'hover:text-brand'}`}
              >
                {item}
              </button>
            ) : (
              <button
                type="button"
                aria-label={item === 'prev-more' ? `向前 ${JUMP} 页` : `向后 ${JUMP} 页`}
                disabled={disabled}
                onClick={() => go(item === 'prev-more' ? current - JUMP : current + JUMP)}
                className={`${pageButton} hover:text-brand`}
              >
                …
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="下一页"
        disabled={disabled || current >= pageCount}
        onClick={() => go(current + 1)}
        className={`${pageButton} hover:text-brand`}
      >
        <ChevronRightIcon />
      </button>
      <Jumper key={current} current={current} pageCount={pageCount} disabled={disabled} onJump={go} />
    </nav>
  );
}

/** '前往 [n] 页': Enter or leaving the box goes there (kept within the pages). */
function Jumper(props: { current: number; pageCount: number; disabled: boolean; onJump: (page: number) => void }) {
  const { current, pageCount, disabled, onJump } = props;
  const [text, setText] = useState(String(current));
  const commit = () => {
    const page = Number.parseInt(text, 10);
    const target = Number.isNaN(page) ? current : clampPage(page, pageCount);
    setText(String(target));
    onJump(target);
  };
  return (
    <span className="flex items-center gap-1">
      前往
      <input
        aria-label="前往页码"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        onBlur={commit}
        className="h-7 w-12 rounded border border-slate-300 px-1 text-center text-sm focus:border-brand focus:outline-none"
      />
      页
    </span>
  );
}
