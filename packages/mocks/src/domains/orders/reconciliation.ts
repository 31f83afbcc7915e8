// Reconciliation: supplier statements (对账单) from reconcilable orders, the e-mall / local-mall comparison runs
// synced by order date range, and invoice reconciliation.

import { accountStatusLabels, checkResultLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { platformTables } from '../../tables/platform.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { type Order, type Query, requireOrder, sees, viewerOf, withLines } from './scope.ts';

type Account = Entity<'OrderAccount'>;
type RecordRow = Entity<'ReconciliationRecord'>;

/** Statement states move forward only: confirm or reject, invoice, pay; void before invoicing. */
const accountMoves: Record<number, number[]> = { 0: [1, 2, 5], 1: [3, 5], 2: [0, 5], 3: [4] };

const orderQuery = (order: Order, query: Query) =>
  equals(order.purchaserId, query.purchaserId) &&
  contains(order.orderNo, query.orderNo) &&
  between(order.createTime, query.startTime, query.endTime);

/** Received or completed, and in no statement yet. */
export const reconcilable = (order: Order) =>
  (order.status === 6 || order.status === 7) && !t.accountOrders.get(order.id);

function supplierOrders(context: AnyContext) {
  const viewer = viewerOf(context);
  if (viewer.kind === 'purchaser') fail('仅供应商可以对账');
  return t.orders
    .all()
    .filter((order) => sees(viewer, order))
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

const ordersOfAccount = (accountId: string) =>
  t.accountOrders
    .all()
    .filter((link) => link.accountId === accountId)
    .map((link) => t.orders.get(link.id))
    .filter((order): order is Order => !!order);

const withOrders = (account: Account) => ({ ...account, orders: withLines(ordersOfAccount(account.id)) });

function requireAccount(context: AnyContext, id: string) {
  const account = t.accounts.require(id, '对账单');
  if (!sees(viewerOf(context), account)) fail('无权查看或操作该对账单', 403);
  return account;
}

/**
 * The orders a statement may take: of one supplier (the signed-in one's own) and of the chosen purchaser,
 * reconcilable (or already in it).
 */
function checkOrders(context: AnyContext, orderIds: string[], purchaserId: string, accountId?: string) {
  if (orderIds.length === 0) fail('请选择要对账的订单');
  const viewer = viewerOf(context);
  const supplierId = viewer.kind === 'admin' ? undefined : viewer.user.orgId;
  return orderIds.map((id) => {
    const order = requireOrder(context, id, viewer);
    if (supplierId && order.supplierId !== supplierId) fail('只能对本单位的订单对账');
    if (!supplierId && order.supplierId !== t.orders.get(orderIds[0] ?? '')?.supplierId)
      fail(`订单${order.orderNo}与其他订单不属于同一供应商，不能生成同一张对账单`);
    if (order.purchaserId !== purchaserId) fail(`订单${order.orderNo}不属于所选采购单位`);
    const link = t.accountOrders.get(order.id);
    if (link && link.accountId !== accountId) fail(`订单${order.orderNo}已在其他对账单中`);
    if (order.status !== 6 && order.status !== 7) fail(`订单${order.orderNo}尚未完成收货，不能对账`);
    return order;
  });
}

const totals = (orders: Order[]) => ({
  orderCount: orders.length,
  totalAmount: twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0)),
  startDate: orders.map((order) => order.createTime.slice(0, 10)).sort()[0],
  endDate: orders
    .map((order) => order.createTime.slice(0, 10))
    .sort()
    .at(-1),
});

function accounts(context: AnyContext) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  return t.accounts
    .all()
    .filter(
      (row) =>
        sees(viewer, row) &&
        contains(row.accountNo, query.accountNo) &&
        equals(row.status, query.status) &&
        equals(row.side, query.side) &&
        equals(row.supplierId, query.supplierId) &&
        equals(row.purchaserId, query.purchaserId) &&
        between(row.createTime, query.startTime, query.endTime),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

const orgName = (id: string) => accountTables.orgs.get(id)?.orgNameZh ?? '';

/** The payment term of a purchasing unit's enabled payment-term setting (/account-manager), if it has one. */
function paymentTermOf(purchaserId: string) {
  const setting = platformTables.sysAccounts.all().find((row) => row.orgId === purchaserId && row.status === 1);
  return setting && `对账确认后${setting.accountDays}日内付款`;
}

type AccountInput = {
  side: Account['side'];
  accountName?: string;
  remark?: string;
  startDate?: string;
  endDate?: string;
};

/** A new statement of checked orders, which it takes so that no other statement can. */
async function insertAccount(orders: Order[], input: AccountInput) {
  const first = orders[0];
  if (!first) fail('请选择要对账的订单');
  const id = newId();
  const range = totals(orders);
  const account = await t.accounts.insert({
    id,
    accountNo: `DZ${now().slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`,
    accountName: input.accountName ?? `${first.supplierName}对账单`,
    supplierId: first.supplierId,
    supplierName: first.supplierName,
    purchaserId: first.purchaserId,
    purchaserName: first.purchaserName,
    ...range,
    startDate: input.startDate ?? range.startDate,
    endDate: input.endDate ?? range.endDate,
    status: 0,
    side: input.side,
    paymentTerm: paymentTermOf(first.purchaserId),
    remark: input.remark,
    createTime: now(),
  });
  for (const order of orders) await t.accountOrders.insert({ id: order.id, accountId: id });
  return withOrders(account);
}

const accountColumns: [string, (row: Account) => unknown][] = [
  ['对账单号', (row) => row.accountNo],
  ['对账单名称', (row) => row.accountName],
  ['供应商', (row) => row.supplierName],
  ['采购单位', (row) => row.purchaserName],
  ['订单数', (row) => row.orderCount],
  ['对账金额', (row) => row.totalAmount],
  ['状态', (row) => accountStatusLabels[row.status]],
  ['创建时间', (row) => row.createTime],
];

// --- comparison runs (e-mall and local-mall) ---

const batchNoNow = () => `DZPC${now().slice(0, 10).replaceAll('-', '')}${newId().slice(-5)}`;

function requireSupplier(id: string | undefined) {
  const org = accountTables.orgs.get(id ?? '');
  if (org?.orgType !== 4) fail('供应商不存在或已删除');
  return org;
}

/** A comparison run over a supplier's orders placed in the range: platform amount against the shop's. */
async function runBatch(supplierId: string, from: string, to: string) {
  requireSupplier(supplierId);
  if (from > to) fail('订单开始时间不能晚于结束时间');
  const orders = t.orders
    .all()
    .filter((order) => order.supplierId === supplierId && order.createTime >= from && order.createTime <= to);
  const batchNo = batchNoNow();
  for (const order of orders)
    await t.records.insert({
      id: newId(),
      batchNo,
      orderId: order.id,
      orderNo: order.orderNo,
      thirdOrderNo: order.thirdOrderNo,
      supplierId,
      supplierName: order.supplierName,
      purchaserName: order.purchaserName,
      orderTime: order.createTime,
      centerAmount: order.totalPrice,
      shopAmount: order.totalPrice,
      diffAmount: 0,
      checkResult: 0,
      signStatus: 0,
    });
  const amount = twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0));
  const batch: Entity<'ReconciliationBatch'> = {
    batchNo,
    supplierId,
    supplierName: orgName(supplierId),
    orderStartTime: from,
    orderEndTime: to,
    centerCount: orders.length,
    shopCount: orders.length,
    centerAmount: amount,
    shopAmount: amount,
    diffCount: 0,
    status: 0,
    createTime: now(),
  };
  await t.batches.insert({ id: batchNo, batch });
  return batch;
}

/** Keeps the synchronisation that started a run (/trigger-record) and answers its outcome. */
async function triggered(context: AnyContext, batch: Entity<'ReconciliationBatch'>, side: 1 | 2, total: number) {
  await t.triggers.insert({
    id: newId(),
    batchNo: batch.batchNo,
    side,
    supplierId: batch.supplierId,
    supplierName: batch.supplierName,
    orderStartTime: batch.orderStartTime ?? '',
    orderEndTime: batch.orderEndTime ?? '',
    total,
    success: total,
    fail: 0,
    triggerUserName: viewerOf(context).user.fullName,
    createTime: now(),
  });
  return { batchNo: batch.batchNo, total, success: total, fail: 0, messages: [] };
}

const newestFirst = <T extends { createTime: string }>(rows: T[]) =>
  rows.sort((a, b) => b.createTime.localeCompare(a.createTime));

function records(context: AnyContext, side?: 'center' | 'shop') {
  const query = queryOf(context);
  const viewer = viewerOf(context);
  return t.records
    .all()
    .filter(
      (row) =>
        (viewer.kind !== 'supplier' || row.supplierId === viewer.user.orgId) &&
        equals(row.batchNo, query.batchNo) &&
        equals(row.supplierId, query.supplierId) &&
        contains(row.orderNo, query.orderNo) &&
        equals(row.checkResult, query.checkResult) &&
        (side !== 'center' || row.centerAmount !== undefined) &&
        (side !== 'shop' || row.shopAmount !== undefined),
    )
    .sort((a, b) => String(b.orderTime).localeCompare(String(a.orderTime)));
}

const recordColumns: [string, (row: RecordRow) => unknown][] = [
  ['批次号', (row) => row.batchNo],
  ['订单编号', (row) => row.orderNo],
  ['电商订单号', (row) => row.thirdOrderNo],
  ['供应商', (row) => row.supplierName],
  ['下单时间', (row) => row.orderTime],
  ['平台金额', (row) => row.centerAmount],
  ['电商金额', (row) => row.shopAmount],
  ['差额', (row) => row.diffAmount],
  ['核对结果', (row) => checkResultLabels[row.checkResult]],
];

function invoiceChecks(context: AnyContext) {
  const query = queryOf(context);
  const viewer = viewerOf(context);
  return t.invoiceChecks
    .all()
    .filter(
      (row) =>
        (viewer.kind !== 'supplier' || row.supplierId === viewer.user.orgId) &&
        contains(row.invoiceNo, query.invoiceNo) &&
        equals(row.supplierId, query.supplierId) &&
        equals(row.checkResult, query.checkResult) &&
        between(row.invoiceDate, query.startTime, query.endTime),
    );
}

export const reconciliationHandlers = defineHandlers({
  getAbleAccountPage: (context) => {
    const query = queryOf(context);
    const orders = supplierOrders(context).filter((order) => reconcilable(order) && orderQuery(order, query));
    return paginate(withLines(orders), query);
  },
  getUnableAccountPage: (context) => {
    const query = queryOf(context);
    const orders = supplierOrders(context).filter(
      (order) =>
        ((order.status >= 2 && order.status <= 5) || !!t.accountOrders.get(order.id)) && orderQuery(order, query),
    );
    return paginate(withLines(orders), query);
  },
  createAccount: (context) => {
    const body = context.input.body;
    if (viewerOf(context).kind !== 'supplier') fail('只有供应商可以生成对账单');
    return insertAccount(checkOrders(context, body.orderIds, body.purchaserId), { ...body, side: 1 });
  },
  createAdminAccount: (context) => {
    const body = context.input.body;
    const purchaserId = t.orders.get(body.orderIds[0] ?? '')?.purchaserId ?? '';
    return insertAccount(checkOrders(context, body.orderIds, purchaserId), body);
  },
  pageAdminAbleOrders: (context) => {
    const query = queryOf(context);
    const orders = t.orders
      .all()
      .filter((order) => reconcilable(order) && equals(order.supplierId, query.supplierId) && orderQuery(order, query));
    return paginate(withLines(newestFirst(orders)), query);
  },
  pageAdminAccounts: (context) => paginate(accounts(context), queryOf(context)),
  sumAdminAccounts: (context) => {
    const rows = accounts(context);
    return {
      accountCount: rows.length,
      totalAmount: twoDecimals(rows.reduce((sum, row) => sum + row.totalAmount, 0)),
    };
  },
  exportAdminAccounts: (context) => xlsxExport('对账单', accountColumns, accounts(context)),
  editAccount: async (context) => {
    const body = context.input.body;
    const account = requireAccount(context, body.id);
    if (account.status !== 0 && account.status !== 2)
      fail(`对账单当前为“${accountStatusLabels[account.status]}”状态，不能编辑`);
    const orders = checkOrders(context, body.orderIds, account.purchaserId, account.id);
    for (const link of t.accountOrders.all().filter((row) => row.accountId === account.id))
      t.accountOrders.remove(link.id);
    for (const order of orders) await t.accountOrders.insert({ id: order.id, accountId: account.id });
    const updated = await t.accounts.update(account.id, {
      ...totals(orders),
      ...(body.accountName && { accountName: body.accountName }),
      ...(body.remark !== undefined && { remark: body.remark }),
      status: 0,
      rejectReason: undefined,
    });
    return withOrders(updated);
  },
  updateAccountStatus: async (context) => {
    const { id, status, remark } = context.input.body;
    const account = requireAccount(context, id);
    if (account.status === status) fail(`对账单已是“${accountStatusLabels[status]}”状态`);
    if (!(accountMoves[account.status] ?? []).includes(status))
      fail(`对账单当前为“${accountStatusLabels[account.status]}”状态，不能变更为“${accountStatusLabels[status]}”`);
    const side = viewerOf(context).kind;
    if (side === 'supplier' && [1, 2, 4].includes(status)) fail('对账单的确认、驳回和付款由采购人操作');
    if (side === 'purchaser' && (status === 0 || status === 3)) fail('对账单的重新提交和开票由供应商操作');
    if (status === 5)
      for (const link of t.accountOrders.all().filter((row) => row.accountId === account.id))
        t.accountOrders.remove(link.id);
    await t.accounts.update(account.id, {
      status,
      ...(status === 1 && { confirmTime: now() }),
      ...(status === 2 && { rejectReason: remark ?? '采购人驳回' }),
      ...(remark && status !== 2 && { remark }),
    });
    if (status === 4)
      for (const order of ordersOfAccount(account.id))
        if (order.status === 6) await t.orders.update(order.id, { status: 7, updateTime: now() });
    return true;
  },
  getAccountDetailById: (context) => withOrders(requireAccount(context, context.input.path.id)),
  getSupplierAccountPage: (context) => paginate(accounts(context), queryOf(context)),
  getPurchaserAccountPage: (context) => paginate(accounts(context), queryOf(context)),
  exportBuyAccount: (context) => xlsxExport('对账单', accountColumns, accounts(context)),

  listReconciliationEshopSuppliers: () =>
    [seededOrgs.ecommerceSupplier, seededOrgs.localSupplier].map((id, index) => ({
      supplierId: id,
      supplierName: orgName(id),
      shopCode: index === 0 ? 'JD' : 'LOCAL',
    })),
  createReconciliation: (context) => {
    const { supplierId, orderStartTime, orderEndTime } = context.input.query;
    return runBatch(supplierId, orderStartTime, orderEndTime);
  },
  reconciliationSupplierSync: async (context) => {
    const { supplierId, orderStartTime, orderEndTime } = context.input.query;
    const viewer = viewerOf(context);
    const supplier =
      viewer.kind === 'supplier' ? (viewer.user.orgId ?? '') : (supplierId ?? seededOrgs.ecommerceSupplier);
    const batch = await runBatch(supplier, orderStartTime, orderEndTime);
    return triggered(context, batch, 2, batch.shopCount ?? 0);
  },
  reconciliationCenterSync: async (context) => {
    const { supplierId, orderStartTime, orderEndTime } = context.input.body;
    const batch = await runBatch(supplierId ?? seededOrgs.ecommerceSupplier, orderStartTime, orderEndTime);
    return triggered(context, batch, 1, batch.centerCount ?? 0);
  },
  checkReconciliation: async (context) => {
    const { batchNo, ids } = context.input.body;
    const holder = t.batches.get(batchNo);
    if (!holder) fail('对账批次不存在');
    if (holder.batch.status === 3) fail('该批次已签认，不能再核对');
    const rows = t.records
      .all()
      .filter((row) => row.batchNo === batchNo && (!ids?.length || ids.includes(row.id)) && row.checkResult !== 5);
    let diffCount = 0;
    for (const row of rows) {
      const result =
        row.shopAmount === undefined
          ? 3
          : row.centerAmount === undefined
            ? 4
            : row.shopAmount === row.centerAmount
              ? 1
              : 2;
      if (result !== 1) diffCount++;
      await t.records.update(row.id, {
        checkResult: result,
        diffAmount: twoDecimals((row.centerAmount ?? 0) - (row.shopAmount ?? 0)),
        checkTime: now(),
      });
    }
    const batch = { ...holder.batch, status: 2 as const, diffCount };
    await t.batches.update(batchNo, { batch });
    return batch;
  },
  signReconciliationNoCheck: async (context) => {
    const { ids, remark } = context.input.body;
    const viewer = viewerOf(context);
    const rows = ids.map((id) => t.records.require(id, '对账记录'));
    for (const row of rows)
      if (viewer.kind === 'supplier' && row.supplierId !== viewer.user.orgId) fail('无权签认其他供应商的对账记录', 403);
    for (const row of rows) if (row.signStatus === 1) fail(`订单${row.orderNo}已签认，请勿重复操作`);
    for (const row of rows) await t.records.update(row.id, { checkResult: 5, signStatus: 1, remark, checkTime: now() });
    return true;
  },
  listReconciliationBatches: (context) => {
    const query = queryOf(context);
    const rows = t.batches
      .all()
      .map((row) => row.batch)
      .filter(
        (batch) =>
          contains(batch.batchNo, query.batchNo) &&
          equals(batch.supplierId, query.supplierId) &&
          equals(batch.status, query.status),
      );
    return paginate(newestFirst(rows), query);
  },
  listReconciliationTriggers: (context) => {
    const query = queryOf(context);
    const rows = t.triggers
      .all()
      .filter(
        (row) =>
          contains(row.batchNo, query.batchNo) &&
          equals(row.supplierId, query.supplierId) &&
          equals(row.side, query.side),
      );
    return paginate(newestFirst(rows), query);
  },
  listReconciliationChecks: (context) => paginate(records(context), queryOf(context)),
  listReconciliationCenterResult: (context) => paginate(records(context, 'center'), queryOf(context)),
  listReconciliationShopResult: (context) => paginate(records(context, 'shop'), queryOf(context)),
  downloadReconciliationCenterResult: (context) =>
    xlsxExport('平台侧对账结果', recordColumns, records(context, 'center')),
  downloadReconciliationShopResult: (context) => xlsxExport('电商侧对账结果', recordColumns, records(context, 'shop')),
  exportCenterSync: (context) => xlsxExport('平台同步订单', recordColumns, records(context, 'center')),
  downloadReconciliationExample: () =>
    xlsxExport('对账导入模板', recordColumns.slice(1, 7) as typeof recordColumns, [] as RecordRow[]),
  pageInvoiceReconciliation: (context) => paginate(invoiceChecks(context), queryOf(context)),
  exportInvoiceReconciliation: (context) =>
    xlsxExport(
      '发票对账',
      [
        ['发票代码', (row: Entity<'InvoiceReconciliation'>) => row.invoiceCode],
        ['发票号码', (row) => row.invoiceNo],
        ['开票日期', (row) => row.invoiceDate],
        ['订单编号', (row) => row.orderNo],
        ['供应商', (row) => row.supplierName],
        ['发票金额', (row) => row.invoiceAmount],
        ['订单金额', (row) => row.orderAmount],
        ['核对结果', (row) => checkResultLabels[row.checkResult]],
      ],
      invoiceChecks(context),
    ),
});
