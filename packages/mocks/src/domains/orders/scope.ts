// Who sees which orders (spec 01 §4): an administrator all of them, a supplier its organisation's, a purchaser its
// own (the finance, approver and project-manager roles their organisation's), and the shared order helpers.
import { type AnyContext, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals } from '../../engine/paging.ts';
import { fail } from '../../engine/store.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { currentUser } from '../accounts/session.ts';

export type Order = Entity<'Order'>;
export type Query = Record<string, unknown>;

export interface Viewer {
  user: Entity<'User'>;
  kind: 'admin' | 'supplier' | 'purchaser';
  /** A purchaser who sees the whole organisation's orders (finance, approver, project manager). */
  orgWide: boolean;
}

export function viewerOf(context: Pick<AnyContext, 'session'>): Viewer {
  const user = currentUser(context.session);
  const codes = (user.roles ?? []).map((role) => role.roleCode);
  const kind = codes.includes('platform_admin') ? 'admin' : user.userType !== 0 ? 'supplier' : 'purchaser';
  return { user, kind, orgWide: kind === 'purchaser' && !codes.includes('purchaser') };
}

/** Whether the viewer may see (and act on) a row carrying supplier and purchaser ids. */
export function sees(viewer: Viewer, row: { supplierId?: string; purchaserId?: string; buyerId?: string }) {
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'supplier') return row.supplierId === viewer.user.orgId;
  if (row.purchaserId !== viewer.user.orgId) return false;
  return viewer.orgWide || row.buyerId === undefined || row.buyerId === viewer.user.id;
}

export function requireOrder(context: AnyContext, id: string | undefined, viewer = viewerOf(context)): Order {
  const order = t.orders.require(id, '订单');
  if (!sees(viewer, order)) fail('无权查看或操作该订单', 403);
  return order;
}

/** Lines of every order, built once per request. */
export function linesByOrder() {
  const map = new Map<string, Entity<'OrderDetail'>[]>();
  for (const line of t.orderDetails.all()) {
    const list = map.get(line.orderId);
    if (list) list.push(line);
    else map.set(line.orderId, [line]);
  }
  return map;
}

export const linesOf = (orderId: string) => t.orderDetails.all().filter((line) => line.orderId === orderId);

/** Orders the viewer sees matching the usual order query (number, state, type, goods name, dates, parties). */
export function queryOrders(context: AnyContext, extra?: (order: Order, query: Query) => boolean) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  const lines = query.goodsName ? linesByOrder() : undefined;
  return t.orders
    .all()
    .filter(
      (order) =>
        sees(viewer, order) &&
        contains(order.orderNo, query.orderNo) &&
        equals(order.status, query.status) &&
        equals(order.orderType, query.orderType) &&
        equals(order.supplierId, query.supplierId) &&
        equals(order.purchaserId, query.purchaserId) &&
        contains(order.thirdOrderNo, query.thirdOrderNo) &&
        between(order.createTime, query.startTime, query.endTime) &&
        (!lines || (lines.get(order.id) ?? []).some((line) => line.goodsName.includes(String(query.goodsName)))) &&
        (!extra || extra(order, query)),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

/** A page of orders with their lines. */
export function withLines(orders: Order[]) {
  const lines = linesByOrder();
  return orders.map((order) => ({ ...order, details: lines.get(order.id) ?? [] }));
}
