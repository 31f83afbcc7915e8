import { useQuery } from '@tanstack/react-query';
import { querySupplierWorkBenchQueryOptions } from '@zc/sdk/react';
import { formatMoney } from '@/shared/format/money.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { WorkbenchHome } from '@/shared/ui/WorkbenchHome/WorkbenchHome.tsx';

/** The pages a supplier opens most, one click from home. */
const shortcuts = [
  { path: '/e-commerce-putaway', label: '商品列表' },
  { path: '/supplier-ladder-manager', label: '阶梯价商品' },
  { path: '/data-center', label: '直购订单' },
  { path: '/supplier-sourcing-offer', label: '询价报价' },
  { path: '/create-account', label: '生成对账单' },
  { path: '/account-list', label: '对账单列表' },
];

/** 工作台: the supplier's figures and to-dos (querySupplierWorkBench), each opening its page, latest messages, shortcuts. */
export function WorkbenchPage() {
  const query = useQuery(querySupplierWorkBenchQueryOptions());
  return (
    <QueryState query={query}>
      {(bench) => (
        <WorkbenchHome
          title={bench.supplierName ?? '供应商工作台'}
          summary={
            <>
              <span className={bench.isSupplierEnable === 1 ? 'text-green-700' : 'text-amber-700'}>
                {bench.isSupplierEnable === 1 ? '交易已启用' : '交易未启用'}
              </span>
              <span className="text-slate-600">
                本月订单金额：<strong className="text-slate-800">¥{formatMoney(bench.monthOrderAmount ?? 0)}</strong>
              </span>
            </>
          }
          counts={bench.counts}
          todos={bench.todos}
          messages={bench.recentMessages}
          messagePath="/supplier-msg-info"
          shortcuts={shortcuts}
        />
      )}
    </QueryState>
  );
}
