// The welfare user's own reading of the welfare calls (/welfare-user-activities, /welfare-user-activity-orders): a
// signed-in welfare user (role welfare_user, not a platform administrator) gets the activities they take part in,
// their own memberships (quota and balance) and their own orders; any other caller gets the administration's answers.
import type { OperationId } from '@zc/sdk';
import {
  type AnyContext,
  type Context,
  defineHandlers,
  type Handlers,
  queryOf,
  type RowContext,
} from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { fail } from '../../engine/store.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { welfareTables as w } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { notOffered } from './offer.ts';
import { welfareHandlers } from './welfare-handlers.ts';

const isWelfareUser = (context: Pick<AnyContext, 'session'>) => {
  const authorities = context.session?.authorities ?? [];
  return authorities.includes('ROLE_WELFARE_USER') && !authorities.includes('ROLE_PLATFORM_ADMIN');
};
const idOf = (context: RowContext) => context.input.path.id;

/** The user's memberships: by account, or by mobile as welfare lists are often imported (as placing an order does). */
function memberships(context: AnyContext): Entity<'WelfareUser'>[] {
  const user = currentUser(context.session);
  return w.users.all().filter((row) => row.userId === user.id || (!!user.phone && row.phone === user.phone));
}
const activityIds = (context: AnyContext) =>
  new Set<string | undefined>(memberships(context).map((row) => row.welfareId));
const ownOrders = (context: AnyContext) => {
  const members = new Set(memberships(context).map((row) => row.id));
  return w.orders.all().filter((order) => members.has(order.userId ?? ''));
};
const withDetails = (order: Entity<'WelfareOrder'>) => ({
  ...order,
  details: w.orderDetails.all().filter((detail) => detail.welfareOrderId === order.id),
});

/** An activity, which a welfare user reads only when taking part in it. */
function activityOf(context: AnyContext, id: string) {
  const welfare = w.welfares.get(id);
  if (!welfare || (isWelfareUser(context) && !activityIds(context).has(welfare.id)))
    fail('福利活动不存在或您不在参与名单中', 404);
  return welfare;
}

/** Calls the administration's handler for anyone but a welfare user. */
const scoped =
  <K extends OperationId>(operation: K, own: (context: Context<K>) => unknown) =>
  (context: Context<K>) =>
    isWelfareUser(context) ? own(context) : (welfareHandlers[operation] as (context: Context<K>) => unknown)(context);

export const welfareUserHandlers = defineHandlers({
  pageWelfares: scoped('pageWelfares', (c) => {
    const query = queryOf(c);
    const mine = activityIds(c);
    const rows = w.welfares
      .all()
      .filter(
        (row) => mine.has(row.id) && contains(row.welfareName, query.welfareName) && equals(row.status, query.status),
      );
    return paginate(newestFirst(rows, 'startTime'), query);
  }),
  getWelfare: scoped('getWelfare', (c) => activityOf(c, idOf(c))),
  pageWelfareGoods: (c) => {
    const query = queryOf(c);
    const welfare = activityOf(c, c.input.query.welfareId);
    const rows = catalogueTables.goods
      .all()
      .filter((goods) => contains(goods.name, query.name) && !notOffered(welfare, goods));
    return paginate(rows, query);
  },
  pageWelfareUsers: scoped('pageWelfareUsers', (c) => {
    const query = queryOf(c);
    return paginate(
      newestFirst(
        memberships(c).filter((row) => equals(row.welfareId, query.welfareId) && equals(row.status, query.status)),
        'createTime',
      ),
      query,
    );
  }),
  pageWelfareOrders: scoped('pageWelfareOrders', (c) => {
    const query = queryOf(c);
    const rows = ownOrders(c).filter(
      (order) =>
        contains(order.orderNo, query.orderNo) &&
        equals(order.status, query.status) &&
        equals(order.welfareId, query.welfareId) &&
        between(order.createTime, query.startTime, query.endTime),
    );
    return paginate(newestFirst(rows, 'createTime'), query);
  }),
  getWelfareOrder: scoped('getWelfareOrder', (c) => {
    const order = ownOrders(c).find((row) => row.id === idOf(c));
    if (!order) fail('福利订单不存在或无权查看', 404);
    return withDetails(order);
  }),
} as Handlers);
