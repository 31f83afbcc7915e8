import type { components } from '@zc/sdk';
import { failedStatuses } from './rules.ts';

type Order = components['schemas']['Order'];

export interface OrderList {
  label: string;
  /** The buying channel shown; every channel when absent. */
  orderType?: Order['orderType'];
  /** Where an order's detail opens: a page of its own (`?id=`), or a dialog over the list when absent. */
  detailPath?: '/supplier-agreement-order-detail';
  /** Only these states, one at a time as tabs (with the reason each order failed); otherwise a state filter. */
  stateTabs?: readonly Order['status'][];
  /** 全部同步 of the e-commerce orders. */
  syncAll?: boolean;
}

export type OrderListKind = 'direct' | 'agreement' | 'failed';

/** The supplier's order lists: one page, told apart by these settings. */
export const orderLists: Record<OrderListKind, OrderList> = {
  direct: { label: '直购订单', orderType: 1, syncAll: true },
  agreement: { label: '协议订单', orderType: 2, detailPath: '/supplier-agreement-order-detail' },
  // The spec has no list of failed orders of its own: they are read as the orders that did not go through
  // (rejected by the purchaser's approval, cancelled, or sent back), one state at a time since the list takes one.
  failed: { label: '失败订单', stateTabs: failedStatuses },
};
