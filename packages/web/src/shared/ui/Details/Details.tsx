import type { ReactNode } from 'react';
import { EMPTY } from '../../format/money.ts';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Columns the value spans (a long address, remarks). */
  span?: 1 | 2 | 3;
}

const spans = { 1: '', 2: 'sm:col-span-2', 3: 'sm:col-span-3' } as const;
const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** A titled block of label–value pairs in three columns, as on every detail page; blank values show '--'. */
export function Details({ title, items, actions }: { title: string; items: DetailItem[]; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded bg-white p-4">
      <header className="mb-3 flex items-center justify-between">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
        {actions}
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className={`flex gap-2 ${spans[item.span ?? 1]}`}>
            <dt className="shrink-0 text-slate-500">{item.label}：</dt>
            <dd className="min-w-0 break-words text-slate-800">{isBlank(item.value) ? EMPTY : item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
