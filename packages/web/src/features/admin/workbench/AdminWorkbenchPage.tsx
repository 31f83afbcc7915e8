import { useQuery } from '@tanstack/react-query';
import { queryAdminWorkBenchQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { WorkbenchHome } from '@/shared/ui/WorkbenchHome/WorkbenchHome.tsx';

/** What a platform administrator handles most, one click from home (those not built yet show without a link). */
const shortcuts = [
  { path: '/audit', label: '供应商审核' },
  { path: '/purchase-approve', label: '采购人审核' },
  { path: '/online-commodity-management', label: '线上商品' },
  { path: '/order-manager', label: '订单管理' },
  { path: '/welfare-activity', label: '福利活动' },
  { path: '/statistical-dashboard', label: '统计看板' },
];

/** 管理工作台: the platform's figures and what waits for review (queryAdminWorkBench), latest messages, shortcuts. */
export function AdminWorkbenchPage() {
  const query = useQuery(queryAdminWorkBenchQueryOptions());
  return (
    <QueryState query={query}>
      {(bench) => (
        <WorkbenchHome
          title="管理工作台"
          summary={
            <span className="text-slate-600">
              今日成交金额：<strong className="text-slate-800">¥{formatMoney(bench.todayOrderAmount ?? 0)}</strong>
            </span>
          }
          counts={bench.counts}
          todos={bench.todos}
          messages={bench.recentMessages}
          messagePath="/msg-info"
          shortcuts={shortcuts}
        />
      )}
    </QueryState>
  );
}
