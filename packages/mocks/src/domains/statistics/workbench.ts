// The three workbenches (myWorkBench): counts and to-dos of the signed-in supplier, purchaser or administrator,
// counted from the tables the pages they link to list, each with the route to open.

import type { OperationId } from '@zc/sdk';
import { twoDecimals } from '../../engine/decimals.ts';
import { type Context, defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { formatDate, now } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables } from '../../tables/projects.ts';
import { welfareTables } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { ordersToCheck } from '../orders/handlers.ts';
import { sees, viewerOf } from '../orders/scope.ts';
import { todoTasks } from '../platform/workflow.ts';
import { openTo } from '../projects/sourcing.ts';
import { plansToCheck } from '../welfare/plan-handlers.ts';
import { sum } from './deals.ts';

type Item<K extends string> = {
  key: K;
  label: string;
  count: number;
  amount?: number;
  routePath: string;
  routeQuery?: Record<string, string>;
};

const item = <K extends string>(key: K, label: string, routePath: string, count: number, amount?: number): Item<K> => ({
  key,
  label,
  count,
  ...(amount !== undefined ? { amount: twoDecimals(amount) } : {}),
  routePath,
});

/** The filter its page opens with, so that the page lists exactly what was counted. */
const filtered = <K extends string>(entry: Item<K>, routeQuery: Record<string, string>): Item<K> => ({
  ...entry,
  routeQuery,
});

/** To-dos with nothing waiting are left out. */
const waiting = <T extends { count: number }>(items: T[]) => items.filter((entry) => entry.count > 0);

/** The user's latest unread messages. */
const unread = (userId: string) =>
  platformTables.messages
    .all()
    .filter((message) => message.receiverId === userId && message.readFlag === 0)
    .sort((a, b) => b.sendTime.localeCompare(a.sendTime));

const thisMonth = () => formatDate(new Date()).slice(0, 7);
/** Orders from approval to completion (neither waiting for approval nor cancelled or sent back). */
const live = (order: Entity<'Order'>) => order.status >= 2 && order.status <= 7;

function supplierBench(session: TokenClaims | null): Entity<'SupplierWorkBench'> {
  const user = currentUser(session);
  const supplierId = user.orgId;
  const goods = catalogueTables.goods.all().filter((row) => row.supplierId === supplierId);
  const orders = orderTables.orders.all().filter((order) => order.supplierId === supplierId);
  const toShip = orders.filter((order) => order.status >= 2 && order.status <= 4);
  const registered = new Set(
    projectTables.certificates
      .all()
      .filter((row) => row.supplierId === supplierId && row.auditStatus === 1)
      .map((row) => row.projectId),
  );
  // Projects open for registration, and those running where the supplier is admitted.
  const open = (type: number) =>
    projectTables.projects.count(
      (project) =>
        project.projectType === type &&
        (project.status === 3 || ((project.status === 6 || project.status === 7) && registered.has(project.id))),
    );
  const quoted = new Set(
    projectTables.sourcingQuotes
      .all()
      .filter((quote) => quote.supplierId === supplierId)
      .map((quote) => quote.sourcingId),
  );
  const messages = unread(user.id);
  const company = adminTables.suppliers.get(supplierId);
  return {
    counts: [
      filtered(
        item('goodsOnShelf', '上架商品', '/e-commerce-putaway', goods.filter((row) => row.goodsState === 1).length),
        { goodsState: '1' },
      ),
      filtered(
        item(
          'goodsPendingReview',
          '待审核商品',
          '/e-commerce-putaway',
          goods.filter((row) => row.goodsState === 3).length,
        ),
        { goodsState: '3' },
      ),
      item('biddingOpen', '进行中竞价项目', '/supplier-bidding-participate', open(1)),
      item('backhandOpen', '进行中反拍项目', '/supplier-backhand-participate', open(2)),
      item('auctionOpen', '进行中拍卖项目', '/supplier-auction-participate', open(3)),
      filtered(item('unreadMessages', '未读消息', '/supplier-msg-manager', messages.length), { readFlag: '0' }),
    ],
    todos: waiting([
      item(
        'pendingOrders',
        '待处理订单',
        '/data-center',
        toShip.length,
        sum(toShip, (order) => order.totalPrice),
      ),
      filtered(
        item(
          'buyNumChanges',
          '待处理购买数量变更',
          '/supplier-order-buy-num',
          orderTables.buyNumDetails.count((row) => row.supplierId === supplierId && row.handleStatus === 0),
        ),
        { handleStatus: '0' },
      ),
      item(
        'sourcingToQuote',
        '待报价寻源询价',
        '/supplier-sourcing-offer',
        projectTables.sourcings.count(
          (row) =>
            row.status === 3 && openTo(row, supplierId) && !quoted.has(row.id) && (row.quoteEndTime ?? '') > now(),
        ),
      ),
      item(
        'statementsToConfirm',
        '待确认结算单',
        '/account-list',
        orderTables.accounts.count((row) => row.supplierId === supplierId && (row.status === 0 || row.status === 2)),
      ),
      item(
        'afterSalePending',
        '待处理售后',
        '/supplier-after-sale',
        orderTables.afterSales.count((row) => row.supplierId === supplierId && (row.status === 0 || row.status === 3)),
      ),
      filtered(
        item(
          'welfareOrdersPending',
          '待处理福利订单',
          '/supplier-welfare-order',
          welfareTables.orders.count((row) => row.supplierId === supplierId && row.status === 0),
        ),
        { status: '0' },
      ),
    ]),
    recentMessages: messages.slice(0, 5),
    supplierName: company?.orgNameZh ?? accountTables.orgs.get(supplierId)?.orgNameZh ?? user.fullName,
    isSupplierEnable: company?.enable ?? 0,
    monthOrderAmount: sum(
      orders.filter((order) => live(order) && order.createTime.startsWith(thisMonth())),
      (order) => order.totalPrice,
    ),
  };
}

function purchaserBench(context: Context<'queryPurchaserWorkBench'>): Entity<'PurchaserWorkBench'> {
  const user = currentUser(context.session);
  const viewer = viewerOf(context as unknown as Context<OperationId>);
  const orders = orderTables.orders.all().filter((order) => sees(viewer, order));
  const orderIds = new Set(orders.map((order) => order.id));
  const evaluated = new Set(catalogueTables.evaluations.all().map((row) => row.orderId));
  const messages = unread(user.id);
  const toConfirm = orders.filter((order) => order.status === 2);
  const toReceive = orders.filter((order) => order.status === 4 || order.status === 5);
  return {
    counts: [
      item(
        'cartGoods',
        '购物车商品',
        '/my-cart',
        catalogueTables.cartItems.count((row) => row.userId === user.id),
      ),
      item(
        'sourcingInProgress',
        '进行中寻源',
        '/my-sourcing',
        projectTables.sourcings.count((row) => row.purchaserOrgId === user.orgId && row.status >= 1 && row.status <= 4),
      ),
      item(
        'notices',
        '本单位公告',
        '/announcement-index',
        platformTables.notices.count(
          (row) => row.status === 1 && (row.publishOrgId === user.orgId || row.publishOrgId === undefined),
        ),
      ),
      // The payments buyers asked for, waiting for the organisation's finance (who alone holds their page).
      item(
        'paymentsToConfirm',
        '待确认付款',
        '/purchaser-payment-confirm',
        orderTables.contractPayments.count((row) => row.status === 0 && sees(viewer, row)),
      ),
    ],
    todos: waiting([
      item(
        'ordersToConfirm',
        '待确认订单',
        '/purchase-order',
        toConfirm.length,
        sum(toConfirm, (o) => o.totalPrice),
      ),
      item(
        'ordersToReceive',
        '待收货订单',
        '/purchase-order',
        toReceive.length,
        sum(toReceive, (o) => o.totalPrice),
      ),
      item('ordersToApprove', '待审批订单', '/order-check', ordersToCheck(context).length),
      item('plansToApprove', '待审批采购计划', '/purchase-plan-check', plansToCheck(user.id).length),
      item(
        'afterSaleInProgress',
        '处理中售后',
        '/after-sales-order',
        orderTables.afterSales.count((row) => orderIds.has(row.orderId) && [0, 1, 3, 4].includes(row.status)),
      ),
      item(
        'demandToHandle',
        '待处理需求单',
        '/my-demand-order',
        orderTables.demands.count((row) => row.purchaserId === user.orgId && (row.status === 0 || row.status === 2)),
      ),
      item(
        'statementsToConfirm',
        '待确认对账单',
        '/purchaser-account-list',
        orderTables.accounts.count((row) => row.purchaserId === user.orgId && row.status === 0),
      ),
      item(
        'evaluationsToWrite',
        '待评价订单',
        '/my-evaluate',
        orders.filter((order) => (order.status === 6 || order.status === 7) && !evaluated.has(order.id)).length,
      ),
      item('tasksToDo', '待办审批', '/task', todoTasks(user.id).length),
    ]),
    recentMessages: messages.slice(0, 5),
    orgName: accountTables.orgs.get(user.orgId)?.orgNameZh ?? user.orgName ?? '',
    monthOrderAmount: sum(
      orders.filter((order) => live(order) && order.createTime.startsWith(thisMonth())),
      (order) => order.totalPrice,
    ),
  };
}

function adminBench(session: TokenClaims | null): Entity<'AdminWorkBench'> {
  const user = currentUser(session);
  const today = formatDate(new Date());
  const todays = orderTables.orders.all().filter((order) => order.createTime.startsWith(today));
  const amount = sum(todays.filter(live), (order) => order.totalPrice);
  return {
    counts: [
      item(
        'purchaserCount',
        '采购单位',
        '/purchaser-users',
        accountTables.orgs.count((org) => org.orgType === 2 && org.status === 1),
      ),
      item(
        'supplierCount',
        '供应商',
        '/supplier-users',
        adminTables.suppliers.count((row) => row.auditStatus === 1),
      ),
      item('todayOrders', '今日订单', '/order-manager', todays.length, amount),
    ],
    todos: waiting([
      item(
        'suppliersToAudit',
        '待审核供应商',
        '/audit',
        adminTables.suppliers.count((row) => row.auditStatus === 0),
      ),
      item(
        'purchasersToAudit',
        '待审核采购人',
        '/purchase-approve',
        accountTables.users.count((row) => row.auditStatus === 0),
      ),
      item(
        'goodsToReview',
        '待审核商品',
        '/online-commodity-management',
        catalogueTables.goods.count((row) => row.goodsState === 3),
      ),
      item(
        'brandsToReview',
        '待审核品牌',
        '/brand-manager',
        catalogueTables.brands.count((row) => row.auditStatus === 0),
      ),
      item(
        'afterSaleToHandle',
        '待处理售后',
        '/after-sale',
        orderTables.afterSales.count((row) => row.status === 4),
      ),
      filtered(
        item(
          'failedOrders',
          '失败订单',
          '/order-failure-list',
          orderTables.interfaceErrs.count((row) => row.flag === 0),
        ),
        { flag: '0' },
      ),
      filtered(
        item(
          'goodsReports',
          '待处理商品举报',
          '/goodsReport',
          catalogueTables.itemReports.count((row) => row.handleStatus === 0),
        ),
        { handleStatus: '0' },
      ),
      item('violationRecords', '违规记录', '/violation-record', platformTables.violationRecords.count()),
      item('tasksToDo', '待办审批', '/task', todoTasks(user.id).length),
    ]),
    recentMessages: unread(user.id).slice(0, 5),
    todayOrderAmount: amount,
  };
}

export const workbenchHandlers = defineHandlers({
  querySupplierWorkBench: ({ session }) => supplierBench(session),
  queryPurchaserWorkBench: (context) => purchaserBench(context),
  queryAdminWorkBench: ({ session }) => adminBench(session),
});
