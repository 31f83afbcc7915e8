import { Link, useNavigate } from '@tanstack/react-router';
import { listOrders } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { InfiniteRows, MobileHeader } from '../shared/kit.tsx';

/** The states a buyer follows an order through; 全部 first. */
const states = [undefined, 0, 3, 5, 6, 8] as const;
const orderPageSize = 10;

/** The purchaser's orders on a phone, by state, read page after page. */
export function OrderMobilePage() {
  const { status } = usePageSearch('/orderMobile');
  const navigate = useNavigate();
  const state = states.find((value) => value !== undefined && String(value) === status);
  const orders = useInfiniteList(listOrders, { query: { status: state } }, orderPageSize);
  return (
    <main>
      <MobileHeader title="我的订单" />
      <div role="tablist" aria-label="订单状态" className="flex overflow-x-auto bg-white text-sm">
        {states.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            role="tab"
            aria-selected={state === value}
            className={`h-11 shrink-0 grow px-3 ${state === value ? 'border-b-2 border-brand text-brand' : 'text-slate-600'}`}
            onClick={() => navigate({ to: '/orderMobile', search: { status: value?.toString() }, replace: true })}
          >
            {value === undefined ? '全部' : labelOf(orderStatusLabels, value)}
          </button>
        ))}
      </div>
      <InfiniteRows list={orders} label="订单列表" none="暂无订单">
        {(order) => (
          <li key={order.id}>
            <Link
              to="/orderDetailMobile"
              search={{ id: order.id }}
              className="flex flex-col gap-1 rounded-lg bg-white p-3 text-sm"
            >
              <span className="flex justify-between gap-2">
                <span className="truncate font-medium">{order.supplierName}</span>
                <span className="shrink-0 text-brand">{labelOf(orderStatusLabels, order.status)}</span>
              </span>
              <span className="text-xs text-slate-500">订单编号 {order.orderNo}</span>
              <span className="flex justify-between text-xs text-slate-500">
                {formatDateTime(order.createTime)}
                <span>
                  共 {order.goodsCount} 件 <strong className="text-red-600">¥{formatMoney(order.totalPrice)}</strong>
                </span>
              </span>
            </Link>
          </li>
        )}
      </InfiniteRows>
    </main>
  );
}
