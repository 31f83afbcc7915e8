// The home page of a workbench (supplier, purchaser, administrator), written once: a header, the figure grid and the
// to-do list the server counts (myWorkBench/…/queryBench), each opening its page with the server's filter, the latest
// unread messages, and shortcuts. A figure, to-do, message or shortcut whose page is not a route of the app yet shows
// without a link, so that nothing opens a 404.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { useRouteExists } from '@/shared/page/route-exists.ts';

/** A figure or to-do of any of the three workbenches. */
export interface BenchItem {
  key: string;
  label: string;
  count: number;
  amount?: number;
  routePath: string;
  routeQuery?: Record<string, string>;
}

export interface BenchMessage {
  id: string;
  title: string;
  sendTime: string;
}

export interface Shortcut {
  path: string;
  label: string;
}

export interface WorkbenchHomeProps {
  /** The title of the header, with what the page adds beside it. */
  title: string;
  summary?: ReactNode;
  counts: readonly BenchItem[];
  todos: readonly BenchItem[];
  messages: readonly BenchMessage[];
  /** The page that shows one message (opened with `?id=`). */
  messagePath?: string;
  shortcuts: readonly Shortcut[];
  /**
   * The area the server's paths are written without, as the documents write them: the purchaser's pages are
   * '/my-cart' in the documents and '/purchase/my-cart' in the app.
   */
  area?: string;
}

/** Where a path of the server leads in the app, or undefined when the app has no such page yet. */
function useResolve(area: string | undefined) {
  const exists = useRouteExists();
  return (path: string) => {
    if (area && exists(`${area}${path}`)) return `${area}${path}`;
    return exists(path) ? path : undefined;
  };
}

/** A page opened with its search params, or the same content without a link when there is no page. */
function PageLink({
  to,
  search,
  className,
  children,
}: {
  to: string | undefined;
  search?: Record<string, string>;
  className: string;
  children: ReactNode;
}) {
  if (!to) return <span className={className}>{children}</span>;
  return (
    // A list page's search parser fills in its first page and the filters the server does not name.
    <Link to={to as never} search={(search ?? {}) as never} className={`${className} hover:border-brand`}>
      {children}
    </Link>
  );
}

/** A titled block of the home page, named for assistive technology by its title. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded bg-white p-4">
      <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="py-6 text-center text-sm text-slate-500">{children}</p>
);

export function WorkbenchHome({
  title,
  summary,
  counts,
  todos,
  messages,
  messagePath,
  shortcuts,
  area,
}: WorkbenchHomeProps) {
  const resolve = useResolve(area);
  const messagePage = messagePath ? resolve(messagePath) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded bg-white p-4 text-sm">
        <h2 className="text-lg font-medium text-slate-800">{title}</h2>
        {summary}
      </header>

      <HomeSection title="数据概览">
        {counts.length === 0 ? (
          <Empty>暂无数据</Empty>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {counts.map((item) => (
              <li key={item.key}>
                <PageLink
                  to={resolve(item.routePath)}
                  search={item.routeQuery}
                  className="flex h-full flex-col gap-1 rounded border border-slate-100 p-3"
                >
                  <span className="text-2xl font-semibold text-slate-800">{item.count}</span>
                  <span className="text-sm text-slate-500">{item.label}</span>
                  {item.amount !== undefined && (
                    <span className="text-xs text-slate-500">¥{formatMoney(item.amount)}</span>
                  )}
                </PageLink>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <div className="grid gap-3 lg:grid-cols-2">
        <HomeSection title="待办事项">
          {todos.length === 0 ? (
            <Empty>暂无待办事项</Empty>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 text-sm">
              {todos.map((item) => {
                const to = resolve(item.routePath);
                return (
                  <li key={item.key} className="flex items-center justify-between py-2">
                    <span>
                      {item.label}
                      <strong className="mx-1 text-brand">{item.count}</strong>项
                      {item.amount !== undefined && (
                        <span className="ml-2 text-slate-500">金额 ¥{formatMoney(item.amount)}</span>
                      )}
                    </span>
                    {to ? (
                      <Link
                        to={to as never}
                        search={(item.routeQuery ?? {}) as never}
                        className="text-brand hover:underline"
                      >
                        去处理<span className="sr-only">：{item.label}</span>
                      </Link>
                    ) : (
                      <span className="text-slate-500" title="该功能即将开放">
                        待开放
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </HomeSection>

        <HomeSection title="最新消息">
          {messages.length === 0 ? (
            <Empty>暂无未读消息</Empty>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 text-sm">
              {messages.map((message) => (
                <li key={message.id} className="flex items-center justify-between gap-3 py-2">
                  {messagePage ? (
                    <Link
                      to={messagePage as never}
                      search={{ id: message.id } as never}
                      className="min-w-0 truncate text-slate-700 hover:text-brand"
                    >
                      {message.title}
                    </Link>
                  ) : (
                    <span className="min-w-0 truncate text-slate-700">{message.title}</span>
                  )}
                  <span className="shrink-0 text-slate-500">{formatDateTime(message.sendTime)}</span>
                </li>
              ))}
            </ul>
          )}
        </HomeSection>
      </div>

      <HomeSection title="快捷入口">
        <nav aria-label="快捷入口" className="flex flex-wrap gap-2">
          {shortcuts.map((shortcut) => {
            const to = resolve(shortcut.path);
            const className = 'rounded border px-4 py-2 text-sm';
            return to ? (
              <Link
                key={shortcut.path}
                to={to as never}
                search={{} as never}
                className={`${className} border-slate-200 text-slate-700 hover:border-brand hover:text-brand`}
              >
                {shortcut.label}
              </Link>
            ) : (
              <span
                key={shortcut.path}
                className={`${className} border-dashed border-slate-200 text-slate-500`}
                title="该功能即将开放"
              >
                {shortcut.label}
              </span>
            );
          })}
        </nav>
      </HomeSection>
    </div>
  );
}
