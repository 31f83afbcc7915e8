import type { ReactNode } from 'react';
import { EMPTY } from '@/shared/format/money.ts';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Columns the value spans (a long address, remarks). */
  span?: 1 | 2 | 3;
}

// One description-list layout for every detail page (Ant Design's Descriptions): the block is a grid of equal
// columns, one, two or three by the block's own width; each item is a fixed 8rem right-aligned label and its value,
// so the labels of all rows and of all blocks of the same width line up. A spanning item's value takes the room of
// the columns it spans.
const columns = 'grid-cols-1 @2xl:grid-cols-2 @4xl:grid-cols-3';
const spans = { 1: '', 2: '@2xl:col-span-2', 3: '@2xl:col-span-2 @4xl:col-span-3' } as const;
const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** A titled block of label–value pairs in up to three columns, as on every detail page; blank values show '--'. */
export function Details({ title, items, actions }: { title: string; items: DetailItem[]; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="@container rounded bg-white p-4">
      <header className="mb-3 flex items-center justify-between">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
        {actions}
      </header>
      <dl className={`grid gap-x-6 gap-y-2 text-sm ${columns}`}>
        {items.map((item) => (
          <div
            key={item.label}
            className={`grid min-w-0 grid-cols-[8rem_minmax(0,1fr)] gap-x-2 ${spans[item.span ?? 1]}`}
          >
            <dt className="text-right break-words text-slate-500">{item.label}：</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-800">{isBlank(item.value) ? EMPTY : item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
