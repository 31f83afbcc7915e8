import type { ReactNode } from 'react';

export interface OverviewItem {
  label: string;
  /** The count query of the card, when it has one: its total, '加载中' or '--' when it failed. */
  count?: { data?: { total: number } | undefined; isPending: boolean; isError: boolean };
  /** Where the card leads: a Link to the child page with its filters. */
  link: ReactNode;
  hint?: string;
}

/** A group page (在线寻源, 消息中心): one card per child page, with its count and a link to it. */
export function OverviewCards({ label, items }: { label: string; items: OverviewItem[] }) {
  return (
    <section aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <article key={item.label} aria-label={item.label} className="flex flex-col gap-2 rounded bg-white p-4">
          <h3 className="text-sm text-slate-500">{item.label}</h3>
          {item.count && (
            <p className="text-2xl font-semibold text-slate-800">
              {item.count.isError ? '--' : item.count.isPending ? '…' : (item.count.data?.total ?? 0)}
            </p>
          )}
          {item.hint && <p className="text-xs text-slate-400">{item.hint}</p>}
          <div className="mt-auto text-sm">{item.link}</div>
        </article>
      ))}
    </section>
  );
}
