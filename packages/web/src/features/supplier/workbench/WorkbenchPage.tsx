import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { querySupplierWorkBenchQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';

type BenchItem = components['schemas']['SupplierBenchItem'];

/** The pages a supplier opens most, one click from home. */
const shortcuts = [
  { path: '/e-commerce-putaway', label: '商品列表' },
  { path: '/supplier-ladder-manager', label: '阶梯价商品' },
  { path: '/data-center', label: '直购订单' },
  { path: '/supplier-sourcing-offer', label: '询价报价' },
  { path: '/create-account', label: '生成对账单' },
  { path: '/account-list', label: '对账单列表' },
] as const;

/** A count's page, opened with the filter the server names for it (route parameters travel by query). */
function ItemLink({ item, className, children }: { item: BenchItem; className: string; children: React.ReactNode }) {
  return (
    <Link to={item.routePath as never} search={(item.routeQuery ?? {}) as never} className={className}>
      {children}
    </Link>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded bg-white p-4">
      <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
      {children}
    </section>
  );
}

/** 工作台: the supplier's figures and to-dos (querySupplierWorkBench), each opening its page, latest messages, shortcuts. */
export function WorkbenchPage() {
  const query = useQuery(querySupplierWorkBenchQueryOptions());
  return (
    <QueryState query={query}>
      {(bench) => (
        <div className="flex flex-col gap-3">
          <header className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded bg-white p-4 text-sm">
            <h2 className="text-lg font-medium text-slate-800">{bench.supplierName ?? '供应商工作台'}</h2>
            <span className={bench.isSupplierEnable === 1 ? 'text-green-600' : 'text-amber-600'}>
              {bench.isSupplierEnable === 1 ? '交易已启用' : '交易未启用'}
            </span>
            <span className="text-slate-600">
              本月订单金额：<strong className="text-slate-800">¥{formatMoney(bench.monthOrderAmount ?? 0)}</strong>
            </span>
          </header>

          <Section title="数据概览">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {bench.counts.map((item) => (
                <li key={item.key}>
                  <ItemLink
                    item={item}
                    className="flex flex-col gap-1 rounded border border-slate-100 p-3 hover:border-brand"
                  >
                    <span className="text-2xl font-semibold text-slate-800">{item.count}</span>
                    <span className="text-sm text-slate-500">{item.label}</span>
                  </ItemLink>
                </li>
              ))}
            </ul>
          </Section>

          <div className="grid gap-3 lg:grid-cols-2">
            <Section title="待办事项">
              {bench.todos.length === 0 ? (
                <p className="py-6 text-center text-sm text-slate-400">暂无待办事项</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100 text-sm">
                  {bench.todos.map((item) => (
                    <li key={item.key} className="flex items-center justify-between py-2">
                      <span>
                        {item.label}
                        <strong className="mx-1 text-brand">{item.count}</strong>项
                        {item.amount !== undefined && (
                          <span className="ml-2 text-slate-500">金额 ¥{formatMoney(item.amount)}</span>
                        )}
                      </span>
                      <ItemLink item={item} className="text-brand hover:underline">
                        去处理<span className="sr-only">：{item.label}</span>
                      </ItemLink>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title="最新消息">
              {bench.recentMessages.length === 0 ? (
                <p className="py-6 text-center text-sm text-slate-400">暂无未读消息</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100 text-sm">
                  {bench.recentMessages.map((message) => (
                    <li key={message.id} className="flex items-center justify-between gap-3 py-2">
                      <Link
                        to="/supplier-msg-info"
                        search={{ id: message.id }}
                        className="min-w-0 truncate text-slate-700 hover:text-brand"
                      >
                        {message.title}
                      </Link>
                      <span className="shrink-0 text-slate-400">{formatDateTime(message.sendTime)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>

          <Section title="快捷入口">
            <nav aria-label="快捷入口" className="flex flex-wrap gap-2">
              {shortcuts.map((shortcut) => (
                <Link
                  key={shortcut.path}
                  to={shortcut.path}
                  // A list page's search parser fills in its first page and default filters.
                  search={{} as never}
                  className="rounded border border-slate-200 px-4 py-2 text-sm text-slate-700 hover:border-brand hover:text-brand"
                >
                  {shortcut.label}
                </Link>
              ))}
            </nav>
          </Section>
        </div>
      )}
    </QueryState>
  );
}
