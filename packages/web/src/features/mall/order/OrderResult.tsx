import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { formatMoney } from '@/shared/format/money.ts';

type Order = components['schemas']['Order'];

/** The orders placed (one per supplier), the plan they execute, and the way to the purchaser's order list. */
export function OrderResult({ orders, planName }: { orders: Order[]; planName?: string }) {
  return (
    <section aria-label="下单结果" className="mt-4 flex flex-col items-center bg-white px-6 py-12">
      <h2 className="text-xl font-semibold text-green-700">✓ 订单提交成功</h2>
      <p className="mt-2 text-sm text-slate-500">已按供应商拆分为 {orders.length} 个订单，等待审批</p>
      {orders.some((order) => order.planId) && (
        <p className="mt-1 text-sm text-slate-500">
          已绑定采购计划{planName ? `“${planName}”` : ''}，计划已使用金额随之更新
        </p>
      )}
      <table className="mt-6 w-[720px] text-sm">
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th className="px-4 py-2 text-left font-normal">订单编号</th>
            <th className="px-4 py-2 text-left font-normal">供应商</th>
            <th className="px-4 py-2 text-right font-normal">订单金额（元）</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-slate-100">
              <td className="px-4 py-2">{order.orderNo}</td>
              <td className="px-4 py-2">{order.supplierName}</td>
              <td className="px-4 py-2 text-right text-red-600">{formatMoney(order.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 flex gap-4">
        <Link to="/purchase/purchase-order" className="rounded bg-brand px-6 py-2 text-sm text-white">
          查看我的订单
        </Link>
        <Link to="/" className="rounded border border-slate-300 px-6 py-2 text-sm hover:border-brand hover:text-brand">
          继续购物
        </Link>
      </div>
    </section>
  );
}
