import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryPurchaserWorkBenchQueryOptions } from '@zc/sdk/react';
import { useMenuRoutes } from '@/app/menu-routes.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { WorkbenchHome } from '@/shared/ui/WorkbenchHome/WorkbenchHome.tsx';

/** The pages a purchaser opens most, as the documents write them (under /purchase in the app). */
const shortcuts = [
  { path: '/my-cart', label: '我的购物车' },
  { path: '/purchase-order', label: '采购订单' },
  { path: '/my-sourcing', label: '我的寻源' },
  { path: '/purchase-plan-list', label: '采购计划' },
  { path: '/order-check', label: '订单审批' },
  { path: '/purchase-plan-check', label: '采购计划审批' },
  { path: '/purchaser-payment-confirm', label: '付款确认' },
  { path: '/address-manager', label: '收货地址' },
  { path: '/modify-password', label: '修改密码' },
];

/** The server writes the purchaser's pages as the documents do, without their area. */
const area = '/purchase';

/**
 * 我的平台: the purchaser's home (queryPurchaserWorkBench) for buyers, project managers, approvers and finance: the
 * unit's figures, what waits for the user (orders to confirm or receive, approvals, statements), latest messages.
 */
export function MyPlatformPage() {
  const query = useQuery(queryPurchaserWorkBenchQueryOptions());
  const menuRoutes = useMenuRoutes();
  return (
    <QueryState query={query}>
      {(bench) => <QueryState query={menuRoutes}>{(held) => <Home bench={bench} held={held} />}</QueryState>}
    </QueryState>
  );
}

/**
 * The home of one user: a figure, to-do or shortcut shows only when the user's roles hold its page (the buyer's
 * cart, the approver's approvals, finance's statements).
 */
function Home({ bench, held }: { bench: components['schemas']['PurchaserWorkBench']; held: Set<string> }) {
  const holds = (path: string) => held.has(`${area}${path}`) || held.has(path);
  const ofRoles = <T extends { routePath: string }>(items: readonly T[]) =>
    items.filter((item) => holds(item.routePath));
  return (
    <WorkbenchHome
      title={bench.orgName || '我的平台'}
      summary={
        <>
          <span className="text-slate-600">
            本月采购金额：<strong className="text-slate-800">¥{formatMoney(bench.monthOrderAmount ?? 0)}</strong>
          </span>
          {bench.quotaBalance !== undefined && (
            <span className="text-slate-600">
              剩余采购额度：<strong className="text-slate-800">¥{formatMoney(bench.quotaBalance)}</strong>
            </span>
          )}
        </>
      }
      counts={ofRoles(bench.counts)}
      todos={ofRoles(bench.todos)}
      messages={bench.recentMessages}
      shortcuts={shortcuts.filter((shortcut) => holds(shortcut.path))}
      area={area}
    />
  );
}
