// Orders: lists per side, details, transitions (approve, confirm, ship, receive, cancel, return), buy-number
// changes, invoices, contracts, logistics and exports.

import { orderStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { paginate } from '../../engine/paging.ts';
import { formatDate, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { planTables } from '../../tables/welfare.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { freightOf, unitPrice } from '../catalogue/shared.ts';
import { storeFile } from '../files/files.ts';
import { planRuleOf, recordPlanOrders } from '../welfare/plan-orders.ts';
import {
  checkApprovers,
  decide,
  flowFor,
  instanceOf,
  openStepOf,
  startApproval,
  unitApprovers,
} from '../workflow/instances.ts';
import { checkStock, lineSnapshot, orderableGoods, releaseStock, takeStock } from './goods.ts';
import { linesByOrder, linesOf, type Order, queryOrders, requireOrder, sees, viewerOf, withLines } from './scope.ts';
import { shipOrReceiveAll } from './shipments.ts';

const page = (context: AnyContext, orders: Order[]) => {
  const result = paginate(orders, queryOf(context));
  return { ...result, records: withLines(result.records) };
};

/** Allowed moves of updateOrderStatus; the other calls check their own. */
const moves: Record<number, number[]> = { 0: [1, 2, 8], 2: [3, 8, 9], 3: [4, 5, 8, 9], 4: [5], 5: [6], 6: [7] };

export function refuseMove(order: Order, to: Order['status']): void {
  if (order.status === to) fail(`订单已是“${orderStatusLabels[to]}”状态`);
  if (order.status === 8 && (to === 4 || to === 5)) fail('订单已取消，不能发货');
  if (!(moves[order.status] ?? []).includes(to))
    fail(`订单当前为“${orderStatusLabels[order.status]}”状态，不能变更为“${orderStatusLabels[to]}”`);
}

export const orderColumns: [string, (order: Order) => unknown][] = [
  ['订单编号', (o) => o.orderNo],
  ['下单时间', (o) => o.createTime],
  ['采购单位', (o) => o.purchaserName],
  ['下单人', (o) => o.buyerName],
  ['供应商', (o) => o.supplierName],
  ['商品数量', (o) => o.goodsCount],
  ['订单金额', (o) => o.totalPrice],
  ['订单状态', (o) => orderStatusLabels[o.status]],
];

export const orderInfo = (order: Order) => ({
  order: { ...order, details: linesOf(order.id) },
  details: linesOf(order.id),
  logistics: t.logistics.all().filter((row) => row.orderId === order.id),
  deliveryAddress: t.addresses.get(order.deliveryAddressId),
  receipt: t.receipts.get(order.receiptId),
  invoices: t.invoices.all().filter((row) => row.orderId === order.id),
  buyNumDetails: t.buyNumDetails.all().filter((row) => row.orderId === order.id),
  approveLogs: t.approveLogs
    .all()
    .filter((row) => row.orderId === order.id)
    .map((row) => row.log),
});

const digits = '零壹贰叁肆伍陆柒捌玖';
/** 人民币大写 of an amount (up to hundreds of millions). */
export function amountInWords(amount: number): string {
  const fen = Math.round(amount * 100);
  const yuan = Math.floor(fen / 100);
  const units = ['', '拾', '佰', '仟'];
  const group = (n: number) => {
    let text = '';
    let zero = false;
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(n / 10 ** i) % 10;
      if (d === 0) zero = text !== '';
      else {
        text += (zero ? '零' : '') + digits[d] + units[i];
        zero = false;
      }
    }
    return text;
  };
  const high = Math.floor(yuan / 10_000);
  const low = yuan % 10_000;
  let words = (high ? `${group(high)}万` : '') + (high && low && low < 1000 ? '零' : '') + group(low);
  words = `${words || '零'}元`;
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  if (!jiao && !cent) return `${words}整`;
  return words + (jiao ? `${digits[jiao]}角` : '零') + (cent ? `${digits[cent]}分` : '');
}

const orgName = (id: string) => accountTables.orgs.get(id)?.orgNameZh ?? '';

/** Places orders from items, one per supplier of the goods (orderSplit, saveDemandOrder, demand collection), at the
 * price in force (or the price agreed in a demand), and takes the quantities off the goods' stock. */
export async function placeOrders(
  context: AnyContext,
  items: { goodsId: string; buyNum: number; price?: number; cartId?: string }[],
  options: { deliveryAddressId: string; receiptId?: string; orderType?: number; remark?: string; planId?: string },
): Promise<Entity<'Order'>[]> {
  const viewer = viewerOf(context);
  if (viewer.kind === 'supplier') fail('供应商不能下单');
  if (items.length === 0) fail('请选择要购买的商品');
  const address = t.addresses.get(options.deliveryAddressId);
  if (!address || address.userId !== viewer.user.id) fail('收货地址不存在，请重新选择');
  const wanted = checkStock(items);
  const groups = new Map<string, typeof items>();
  for (const item of items) {
    const { supplierId } = orderableGoods(item.goodsId);
    groups.set(supplierId, [...(groups.get(supplierId) ?? []), item]);
  }
  const created: Entity<'Order'>[] = [];
  const time = now();
  for (const [supplierId, group] of groups) {
    const id = newId();
    const orderNo = `DD${time.slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`;
    let goodsAmount = 0;
    let goodsCount = 0;
    for (const item of group) {
      const goods = orderableGoods(item.goodsId);
      const line = lineSnapshot(goods, item.buyNum, item.price ?? unitPrice(goods, item.buyNum));
      goodsAmount += line.amount;
      goodsCount += item.buyNum;
      await t.orderDetails.insert({
        id: newId(),
        orderId: id,
        orderNo,
        ...line,
        deliveredNum: 0,
        receivedNum: 0,
        afterSaleNum: 0,
        createTime: time,
      });
    }
    const org = viewer.user.orgId ?? seededOrgs.purchaser;
    // The freight the confirmation showed for this supplier and address, kept in the order's total.
    const { freight } = freightOf(supplierId, address.districtCode, twoDecimals(goodsAmount));
    const order = await t.orders.insert({
      id,
      orderNo,
      orderType: (options.orderType ?? 1) as Order['orderType'],
      status: 0,
      purchaserId: org,
      purchaserName: orgName(org),
      buyerId: viewer.user.id,
      buyerName: viewer.user.fullName,
      buyerPhone: viewer.user.phone,
      supplierId,
      supplierName: orgName(supplierId),
      goodsCount,
      goodsAmount: twoDecimals(goodsAmount),
      freight,
      totalPrice: twoDecimals(goodsAmount + freight),
      consignee: address.consignee,
      consigneePhone: address.phone,
      deliveryAddressId: address.id,
      address: address.fullAddress,
      receiptId: options.receiptId,
      invoiceStatus: 0,
      receivingStatus: 0,
      planId: options.planId,
      remark: options.remark,
      createTime: time,
      updateTime: time,
    });
    await startOrderApproval(order, viewer.user);
    created.push({ ...order, details: linesOf(id) });
  }
  await takeStock(wanted);
  // What was ordered from the cart leaves it.
  for (const { cartId } of items) {
    const row = catalogueTables.cartItems.get(cartId);
    if (row?.userId === viewer.user.id) catalogueTables.cartItems.remove(row.id);
  }
  return created;
}

/**
 * An order waits for its department's approval flow (the unit's approvers its `${approvers}`); without a deployed
 * flow it waits for the organisation's approvers directly.
 */
async function startOrderApproval(order: Order, buyer: Entity<'User'>) {
  if (!flowFor(buyer.orgId, 2)) return;
  await startApproval({
    businessType: 2,
    businessKey: order.id,
    businessNo: order.orderNo,
    title: order.orderNo,
    applicant: buyer,
    approvers: unitApprovers(buyer),
    order: { orgName: order.purchaserName, supplierName: order.supplierName, totalPrice: order.totalPrice },
  });
}

/** Starts the approval of an order (1) or a plan (2) on the engine; a goods request (3) has its own. */
async function startProcessOf(body: Entity<'PurchaseProcessForm'>, viewer: ReturnType<typeof viewerOf>) {
  const running = (type: 1 | 2) => instanceOf(type, body.businessId)?.state === 'running';
  if (body.businessType === 1) {
    const order = t.orders.require(body.businessId, '订单');
    if (order.purchaserId !== viewer.user.orgId) fail('无权查看或操作该订单', 403);
    if (order.status !== 0 || running(2)) fail(`订单${order.orderNo}不在待发起审批状态`);
    const approvers = body.approverIds?.length ? body.approverIds : unitApprovers(viewer.user);
    const summary = { orgName: order.purchaserName, supplierName: order.supplierName, totalPrice: order.totalPrice };
    const started = await startApproval({
      businessType: 2,
      businessKey: order.id,
      businessNo: order.orderNo,
      title: order.orderNo,
      applicant: viewer.user,
      approvers,
      order: summary,
    });
    return started.id;
  }
  if (body.businessType === 2) {
    const plan = planTables.plans.require(body.businessId, '采购计划');
    if (plan.purchaserId !== viewer.user.orgId) fail('采购计划不存在或已删除', 404);
    if ((plan.status !== 0 && plan.status !== 3) || running(1)) fail('该业务已在审批中，请勿重复发起');
    const approvers = body.approverIds?.length ? body.approverIds : (plan.approverIds ?? []);
    if (approvers.length === 0) fail('提交审批前请选择审批人');
    // Refused before the plan is marked as submitted.
    checkApprovers(viewer.user, approvers);
    await planTables.plans.update(plan.id, { status: 1, approverIds: approvers });
    const started = await startApproval({
      businessType: 1,
      businessKey: plan.id,
      businessNo: plan.planNo,
      title: plan.planName,
      applicant: viewer.user,
      approvers,
    });
    return started.id;
  }
  return `proc-${newId()}`;
}

/** The district an address delivers to: what its freight is charged by. */
const deliveryArea = (addressId: string | undefined) =>
  addressId ? t.addresses.get(addressId)?.districtCode : undefined;

/** Whether the viewer decides the order now: the holder of its open task, or an approver of an order without flow. */
function decidesOrder(viewer: ReturnType<typeof viewerOf>, order: Order) {
  const instance = instanceOf(2, order.id);
  return instance ? openStepOf(instance, viewer.user.id) !== undefined : approves(viewer);
}

/** Why a price the buyer saw is not the price in force, or undefined when it is. */
const priceChange = (goods: Entity<'GoodsItem'>, buyNum: number, seen: number | undefined) => {
  const current = unitPrice(goods, buyNum);
  return seen !== undefined && Math.abs(seen - current) >= 0.005
    ? `价格已变动，现价¥${current.toFixed(2)}，请确认后重新提交`
    : undefined;
};

/** Whether the items can be ordered at the prices seen, and what the orders would cost delivered to `areaCode`. */
function checkItems(items: { goodsId: string; buyNum: number; price?: number }[], areaCode: string | undefined) {
  const checked = items.map((item) => {
    const goods = catalogueTables.goods.get(item.goodsId);
    const reason =
      goods?.goodsState !== 1
        ? '商品不存在或已下架'
        : goods.stock < item.buyNum
          ? `库存不足，当前库存${goods.stock}${goods.unit}`
          : priceChange(goods, item.buyNum, item.price);
    return {
      goodsId: item.goodsId,
      goodsName: goods?.name,
      valid: !reason,
      ...(reason && { reason }),
      price: goods && unitPrice(goods, item.buyNum),
      stock: goods?.stock,
    };
  });
  const bySupplier = new Map<string, number>();
  checked.forEach((item, i) => {
    const supplierId = catalogueTables.goods.get(item.goodsId)?.supplierId;
    const amount = (item.price ?? 0) * (items[i]?.buyNum ?? 0);
    if (supplierId) bySupplier.set(supplierId, (bySupplier.get(supplierId) ?? 0) + amount);
  });
  const goodsAmount = twoDecimals([...bySupplier.values()].reduce((sum, amount) => sum + amount, 0));
  const freight = twoDecimals(
    [...bySupplier].reduce((sum, [supplierId, amount]) => sum + freightOf(supplierId, areaCode, amount).freight, 0),
  );
  return {
    pass: checked.every((item) => item.valid),
    messages: checked.filter((item) => !item.valid).map((item) => `${item.goodsName ?? item.goodsId}：${item.reason}`),
    items: checked,
    totalPrice: twoDecimals(goodsAmount + freight),
    freight,
  };
}

/** Applies for invoicing of received orders (orderApplicationReceipt and vapi). */
export async function applyInvoicing(context: AnyContext, orderIds: string[], receiptId: string) {
  const viewer = viewerOf(context);
  const orders = orderIds.map((id) => requireOrder(context, id, viewer));
  const receipt = t.receipts.get(receiptId) ?? t.jdReceipts.get(receiptId);
  if (!receipt) fail('发票抬头不存在或已删除');
  for (const order of orders) {
    if (order.status !== 6 && order.status !== 7) fail(`订单${order.orderNo}尚未收货，不能申请开票`);
    if (order.invoiceStatus === 1 || order.invoiceStatus === 2) fail(`订单${order.orderNo}已申请开票，请勿重复申请`);
  }
  for (const order of orders) await t.orders.update(order.id, { invoiceStatus: 1, receiptId, updateTime: now() });
  return orders;
}

const scoped = (context: AnyContext, test: (order: Order) => boolean) => queryOrders(context, test);

/** The orders waiting for the viewer's decision (`/order-check`, and the workbench's count). */
export function ordersToCheck(context: AnyContext) {
  const viewer = viewerOf(context);
  return scoped(context, (order) => order.status === 0 && decidesOrder(viewer, order));
}

/** Who approves a purchaser organisation's orders: its approvers and project managers (and the platform). */
const approves = (viewer: ReturnType<typeof viewerOf>) =>
  viewer.kind === 'admin' ||
  (viewer.user.roles ?? []).some((role) => role.roleCode === 'approver' || role.roleCode === 'project_manager');

export const orderHandlers = defineHandlers({
  listOrders: (context) => page(context, queryOrders(context)),
  supplierOrderList: (context) => page(context, queryOrders(context)),
  vapiFinanceOrderList: (context) => page(context, queryOrders(context)),
  vapiManagerOrderList: (context) => page(context, queryOrders(context)),
  vapiPurchaserOrderList: (context) => page(context, queryOrders(context)),
  vapiSupplierOrderList: (context) => page(context, queryOrders(context)),
  // The orders whose approval flow waits for the viewer; orders of a department without a flow wait for the
  // organisation's approvers and project managers. A buyer has none waiting for them.
  listOrdersToCheck: (context) => page(context, ordersToCheck(context)),
  listDemandOrders: (context) =>
    page(
      context,
      scoped(context, (order) => order.orderType === 7),
    ),
  listOnlineOrders: (context) =>
    page(
      context,
      scoped(context, (order) => order.orderType === 1),
    ),
  listJdOrders: (context) =>
    page(
      context,
      scoped(context, (order) => order.thirdOrderNo !== undefined),
    ),
  queryHistoryOrderPageList: (context) =>
    page(
      context,
      scoped(context, (order) => order.status >= 6),
    ),
  listPlanBindableOrders: (context) =>
    page(
      context,
      scoped(context, (order) => !order.planId && ![1, 8, 9].includes(order.status)),
    ),
  listGroupableOrders: (context) => {
    const lines = linesByOrder();
    const goodsId = String(context.input.query.goodsId);
    return page(
      context,
      scoped(context, (order) => order.status <= 3 && (lines.get(order.id) ?? []).some((l) => l.goodsId === goodsId)),
    );
  },
  listOrdersByGoodsId: (context) => {
    const lines = linesByOrder();
    const goodsId = String(context.input.query.goodsId);
    return page(
      context,
      scoped(context, (order) => (lines.get(order.id) ?? []).some((l) => l.goodsId === goodsId)),
    );
  },
  getOrder: (context) => {
    const order = requireOrder(context, context.input.path.id);
    return { ...order, details: linesOf(order.id) };
  },
  getOrderInfoById: (context) => orderInfo(requireOrder(context, context.input.path.id)),
  supplierGetOrderById: (context) => orderInfo(requireOrder(context, context.input.path.id)),
  queryHistoryOrderDetail: (context) => orderInfo(requireOrder(context, context.input.query.id)),
  queryOnlineOrderDetail: (context) => orderInfo(requireOrder(context, context.input.query.id)),
  getOrderPrintInfo: (context) => {
    const order = requireOrder(context, context.input.path.id);
    const supplier = accountTables.orgs.get(order.supplierId);
    return {
      order: { ...order, details: linesOf(order.id) },
      details: linesOf(order.id),
      supplierContact: `${supplier?.contactName ?? ''} ${supplier?.contactPhone ?? ''}`.trim(),
      purchaserContact: `${order.buyerName ?? ''} ${order.buyerPhone ?? ''}`.trim(),
      amountInWords: amountInWords(order.totalPrice),
      printTime: now(),
    };
  },
  getOrderDetailsByOrderId: (context) => linesOf(requireOrder(context, context.input.path.orderId).id),
  getAuctionOrderDetailsByOrderId: (context) => linesOf(requireOrder(context, context.input.path.orderId).id),
  getOrderDetailByDetailId: (context) => {
    const line = t.orderDetails.require(context.input.path.id, '订单明细');
    requireOrder(context, line.orderId);
    return line;
  },
  getOrderItemSnapshots: (context) => {
    const ids = ([] as string[]).concat(context.input.query.orderDetailIds as string[] | string);
    const viewer = viewerOf(context);
    return ids.map((id) => {
      const line = t.orderDetails.require(id, '订单明细');
      requireOrder(context, line.orderId, viewer);
      // The line keeps what the order was for; pictures, text and properties come from the goods item, if it is
      // still in the catalogue.
      const goods = catalogueTables.goods.get(line.goodsId);
      const images = [line.mainImage, ...(goods?.images ?? [])].filter(
        (image, index, all): image is string => Boolean(image) && all.indexOf(image) === index,
      );
      return {
        orderDetailId: line.id,
        goodsId: line.goodsId,
        sku: line.sku,
        goodsName: line.goodsName,
        brandName: line.brandName,
        spec: line.spec,
        unit: line.unit,
        price: line.price,
        marketPrice: line.marketPrice,
        images,
        introduction: goods?.introduction ?? `${line.goodsName}，${line.spec ?? ''}`,
        params: [
          ...(line.brandName ? [{ name: '品牌', value: line.brandName }] : []),
          ...(goods?.model ? [{ name: '型号', value: goods.model }] : []),
          ...(goods?.properties ?? []).map((property) => ({ name: property.propertyName, value: property.value })),
        ],
        snapshotTime: line.createTime ?? now(),
      };
    });
  },
  getOrderSumPriceAndCount: (context) => {
    const orders = queryOrders(context);
    return {
      orderCount: orders.length,
      totalPrice: twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0)),
    };
  },
  getPurchaseSumOrderPrice: (context) => paginate(purchaseSums(context), queryOf(context)),
  exportPurchaseSumOrder: (context) =>
    xlsxExport(
      '采购单位订单金额汇总',
      [
        ['采购单位', (row) => row.purchaserName],
        ['订单数', (row) => row.orderCount],
        ['商品数量', (row) => row.goodsCount],
        ['订单金额', (row) => row.totalPrice],
      ],
      purchaseSums(context),
    ),
  getOrderCount: (context) => {
    const orders = queryOrders(context);
    const count = (...states: number[]) => orders.filter((order) => states.includes(order.status)).length;
    const ids = new Set(orders.map((order) => order.id));
    return {
      total: orders.length,
      pendingApproval: count(0),
      pendingConfirm: count(2),
      pendingDelivery: count(3, 4),
      delivered: count(5),
      received: count(6),
      completed: count(7),
      cancelled: count(8),
      afterSale: t.afterSales.count((row) => ids.has(row.orderId) && row.status !== 5 && row.status !== 6),
    };
  },
  exportManageOrders: (context) => xlsxExport('订单列表', orderColumns, queryOrders(context)),
  exportPurchaseOrders: (context) => xlsxExport('采购订单', orderColumns, queryOrders(context)),
  exportSupplierOrders: (context) => xlsxExport('供应商订单', orderColumns, queryOrders(context)),

  checkOrder: async (context) => {
    const { ids, result, opinion } = context.input.body;
    const viewer = viewerOf(context);
    const holdsTask = ids.some((id) => {
      const order = t.orders.get(id);
      return order !== undefined && decidesOrder(viewer, order);
    });
    if (!approves(viewer) && !holdsTask) fail('只有审批人可以审批订单', 403);
    const orders = ids.map((id) => requireOrder(context, id, viewer));
    if (result === 2 && !opinion?.trim()) fail('驳回订单请填写驳回原因');
    for (const order of orders) if (order.status !== 0) fail(`订单${order.orderNo}不是待审批状态，不能审批`);
    for (const order of orders) if (!decidesOrder(viewer, order)) fail(`订单${order.orderNo}不在您的待审批任务中`);
    const remark = opinion?.trim() || (result === 1 ? '同意' : '驳回');
    for (const order of orders) {
      const instance = instanceOf(2, order.id);
      const step = openStepOf(instance, viewer.user.id);
      if (instance && step) {
        await decide(instance, step.taskId, viewer.user, { approval: result === 1 ? 0 : 1, remark });
        continue;
      }
      await t.orders.update(order.id, { status: result === 1 ? 2 : 1, updateTime: now() });
      await t.approveLogs.insert({
        id: newId(),
        orderId: order.id,
        log: {
          id: newId(),
          nodeName: '订单审批',
          approverId: viewer.user.id,
          approverName: viewer.user.fullName,
          result,
          opinion: remark,
          createTime: now(),
        },
      });
    }
    return true;
  },
  updateOrderStatus: async (context) => {
    const { orderId, status, remark } = context.input.body;
    const order = requireOrder(context, orderId);
    refuseMove(order, status);
    const time = now();
    // Shipping or receiving through the status call covers every line's outstanding quantity.
    if (status === 5 || status === 6) await shipOrReceiveAll(order, status, remark, time);
    if (status === 8 || status === 9) await releaseStock(linesOf(order.id));
    await t.orders.update(order.id, {
      status,
      updateTime: time,
      ...(status === 2 || status === 3 ? { confirmTime: time } : {}),
      ...(status === 8 && { cancelReason: remark ?? '订单已取消' }),
      ...(status === 9 && { returnReason: remark ?? '供应商退回' }),
      ...(status === 6 && { receiveTime: time, receivingStatus: 2 as const }),
      ...(status === 5 && { deliverTime: time }),
    });
    return true;
  },
  cancelConfirmOrder: async (context) => {
    const order = requireOrder(context, context.input.path.id);
    if (order.status === 8) fail('订单已取消，请勿重复操作');
    if (![0, 2, 3].includes(order.status)) fail(`订单当前为“${orderStatusLabels[order.status]}”状态，不能取消`);
    await releaseStock(linesOf(order.id));
    await t.orders.update(order.id, {
      status: 8,
      cancelReason: context.input.body?.reason ?? '采购人申请取消',
      updateTime: now(),
    });
    return true;
  },
  returnOrder: async (context) => {
    const order = requireOrder(context, context.input.path.id);
    if (order.status === 7) fail('订单已完成，不能退回');
    if (order.status === 8) fail('订单已取消，不能退回');
    if (order.status === 9) fail('订单已退回，请勿重复操作');
    if (order.status === 1) fail('订单审批已驳回，不能退回');
    await releaseStock(linesOf(order.id));
    await t.orders.update(order.id, {
      status: 9,
      returnReason: context.input.body?.reason ?? '供应商退回',
      updateTime: now(),
    });
    return true;
  },
  deleteOrderById: (context) => {
    const order = requireOrder(context, context.input.path.id);
    if (![1, 8, 9].includes(order.status)) fail('只有审批驳回、已取消或已退回的订单可以删除');
    for (const line of linesOf(order.id)) t.orderDetails.remove(line.id);
    t.orders.remove(order.id);
    return true;
  },
  vapiUpdateReceivingStatus: async (context) => {
    const { orderId, receivingStatus } = context.input.body;
    const order = requireOrder(context, orderId);
    if (order.status === 8) fail('订单已取消，不能收货');
    if (order.status !== 5 && order.status !== 6) fail('只有已发货的订单可以收货');
    await t.orders.update(order.id, {
      receivingStatus,
      ...(receivingStatus === 2 && { status: 6 as const, receiveTime: now() }),
      updateTime: now(),
    });
    return true;
  },
  uploadOrderInvoice: async (context) => {
    const body = context.input.body as unknown as Entity<'OrderInvoiceUploadForm'>;
    const order = requireOrder(context, body.orderId);
    if (![5, 6, 7].includes(order.status)) fail('只有已发货或已完成的订单可以上传发票');
    const upload = context.files.file?.[0];
    const file = upload
      ? await storeFile(
          upload.name,
          new Uint8Array(await upload.arrayBuffer()),
          'invoice',
          newId(),
          viewerOf(context).user.id,
        )
      : undefined;
    const invoice = await t.invoices.insert({
      id: newId(),
      orderId: order.id,
      orderNo: order.orderNo,
      invoiceType: body.invoiceType ?? 1,
      invoiceCode: body.invoiceCode,
      invoiceNo: String(body.invoiceNo),
      invoiceAmount: Number(body.invoiceAmount),
      invoiceDate: body.invoiceDate ?? formatDate(new Date()),
      ...(file && { file }),
      createTime: now(),
    });
    await t.orders.update(order.id, { invoiceStatus: 2, updateTime: now() });
    return invoice;
  },
  vapiApplyInvoicing: async (context) => {
    await applyInvoicing(context, context.input.body.orderIds, context.input.body.receiptId);
    return true;
  },
  vapiGetOrderReceipt: (context) => {
    const order = requireOrder(context, context.input.path.orderId);
    return t.receipts.get(order.receiptId) ?? fail('该订单未选择发票抬头');
  },

  saveOrderBuyNum: async (context) => {
    const { orderId, items, reason } = context.input.body;
    const viewer = viewerOf(context);
    const order = requireOrder(context, orderId, viewer);
    if (viewer.kind === 'supplier') fail('只有采购人可以申请变更购买数量');
    if (![0, 2, 3].includes(order.status)) fail(`订单当前为“${orderStatusLabels[order.status]}”状态，不能变更购买数量`);
    const lines = linesOf(order.id);
    const pending = t.buyNumDetails.all().filter((row) => row.orderId === order.id && row.handleStatus === 0);
    for (const item of items) {
      const line = lines.find((candidate) => candidate.id === item.orderDetailId);
      if (!line) fail('订单明细不存在或已删除');
      if (item.changeNum === line.buyNum) fail(`商品“${line.goodsName}”的数量没有变化`);
      if (pending.some((row) => row.orderDetailId === line.id)) fail(`商品“${line.goodsName}”已有待处理的数量变更申请`);
    }
    const created: Entity<'OrderBuyNumDetail'>[] = [];
    for (const item of items) {
      const line = lines.find((candidate) => candidate.id === item.orderDetailId);
      if (!line) continue;
      created.push(
        await t.buyNumDetails.insert({
          id: newId(),
          orderId: order.id,
          orderNo: order.orderNo,
          orderDetailId: line.id,
          goodsId: line.goodsId,
          sku: line.sku,
          goodsName: line.goodsName,
          price: line.price,
          originalNum: line.buyNum,
          changeNum: item.changeNum,
          changeAmount: twoDecimals((item.changeNum - line.buyNum) * line.price),
          reason,
          handleStatus: 0,
          supplierId: order.supplierId,
          supplierName: order.supplierName,
          purchaserName: order.purchaserName,
          applicantName: viewer.user.fullName,
          createTime: now(),
        }),
      );
    }
    return created;
  },
  supplierHandleBuyNum: async (context) => {
    const { ids, handleStatus, handleRemark } = context.input.body;
    const viewer = viewerOf(context);
    const requests = ids.map((id) => t.buyNumDetails.require(id, '数量变更申请'));
    for (const request of requests) {
      const order = requireOrder(context, request.orderId, viewer);
      if (request.handleStatus !== 0) fail('该数量变更申请已处理，请勿重复操作');
      // Only accepting changes the order; a request on an order that moved on can still be refused, closing it.
      if (handleStatus !== 1) continue;
      if (order.status >= 4 && order.status <= 7) fail('订单已发货，不能再变更购买数量');
      if (![0, 2, 3].includes(order.status))
        fail(`订单当前为“${orderStatusLabels[order.status]}”状态，不能变更购买数量`);
    }
    // An accepted change takes the extra quantity off the goods' stock (or gives the reduction back).
    const accepted = handleStatus === 1 ? requests : [];
    const extra = accepted.flatMap((request) => {
      const line = t.orderDetails.get(request.orderDetailId);
      return line ? [{ goodsId: line.goodsId, buyNum: request.changeNum - line.buyNum }] : [];
    });
    const wanted = checkStock(extra.filter((item) => item.buyNum > 0));
    for (const item of extra)
      if (item.buyNum < 0) wanted.set(item.goodsId, (wanted.get(item.goodsId) ?? 0) + item.buyNum);
    const time = now();
    for (const request of requests) {
      await t.buyNumDetails.update(request.id, { handleStatus, handleRemark, handleTime: time });
      if (handleStatus !== 1) continue;
      const line = t.orderDetails.get(request.orderDetailId);
      if (line && request.changeNum === 0) t.orderDetails.remove(line.id);
      else if (line)
        await t.orderDetails.update(line.id, {
          buyNum: request.changeNum,
          amount: twoDecimals(line.price * request.changeNum),
        });
      const lines = linesOf(request.orderId);
      const order = t.orders.require(request.orderId, '订单');
      const goodsAmount = twoDecimals(lines.reduce((sum, row) => sum + row.amount, 0));
      await t.orders.update(order.id, {
        goodsAmount,
        goodsCount: lines.reduce((sum, row) => sum + row.buyNum, 0),
        totalPrice: twoDecimals(goodsAmount + (order.freight ?? 0)),
        updateTime: time,
      });
    }
    await takeStock(wanted);
    return true;
  },
  getBuyNumDetailsByOrderId: (context) => {
    const order = requireOrder(context, context.input.path.orderId);
    return t.buyNumDetails.all().filter((row) => row.orderId === order.id);
  },
  listOrderBuyNumDetails: (context) => paginate(buyNumRequests(context), queryOf(context)),
  selectOrderBuyNumPageList: (context) => paginate(buyNumRequests(context), queryOf(context)),

  getOrderLogistics: (context) => {
    const row = t.logistics.require(context.input.path.id, '物流信息');
    requireOrder(context, row.orderId);
    return row;
  },
  getLogisticsByRelationId: (context) => {
    const viewer = viewerOf(context);
    return t.logistics.all().filter((row) => {
      const order = t.orders.get(row.orderId);
      return row.relationId === context.input.path.relationId && (!order || sees(viewer, order));
    });
  },
  exportOrderLogistics: (context) => {
    const query = queryOf(context);
    const viewer = viewerOf(context);
    const rows = t.logistics.all().filter((row) => {
      const order = t.orders.get(row.orderId);
      return (
        !!order &&
        sees(viewer, order) &&
        (!query.orderNo || (row.orderNo ?? '').includes(String(query.orderNo))) &&
        (!query.logisticsNo || row.logisticsNo.includes(String(query.logisticsNo))) &&
        (!query.startTime || (row.createTime ?? '') >= String(query.startTime)) &&
        (!query.endTime || (row.createTime ?? '') <= `${String(query.endTime)} 23:59:59`)
      );
    });
    return xlsxExport(
      '物流信息',
      [
        ['订单编号', (row) => row.orderNo],
        ['物流公司', (row) => row.logisticsCompany],
        ['物流单号', (row) => row.logisticsNo],
        ['发货时间', (row) => row.deliverTime],
      ],
      rows,
    );
  },

  createOrderContract: async (context) => {
    const { orderId, contractName, contractNo } = context.input.body;
    const order = requireOrder(context, orderId);
    if (order.status < 2 || order.status > 7) fail(`订单当前为“${orderStatusLabels[order.status]}”状态，不能生成合同`);
    if (t.contracts.all().some((row) => row.orderId === order.id)) fail('该订单已生成合同');
    return t.contracts.insert({
      id: newId(),
      contractNo: contractNo ?? `HT${order.orderNo.slice(2)}`,
      contractName,
      orderId: order.id,
      orderNo: order.orderNo,
      purchaserId: order.purchaserId,
      purchaserName: order.purchaserName,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      amount: order.totalPrice,
      signStatus: 0,
      createTime: now(),
    });
  },
  getAdminOrderContractPage: (context) => paginate(contracts(context), queryOf(context)),
  getSupplierOrderContractPage: (context) => paginate(contracts(context), queryOf(context)),

  orderGoodsShelf: (context) => {
    const order = requireOrder(context, context.input.body.orderId);
    if (order.status !== 6 && order.status !== 7) fail('只有已收货的订单商品可以上架');
    return true;
  },
  orderBatchGoodsShelf: (context) => {
    for (const id of context.input.body.orderIds) {
      const order = requireOrder(context, id);
      if (order.status !== 6 && order.status !== 7) fail(`订单${order.orderNo}尚未收货，商品不能上架`);
    }
    return true;
  },
  syncSupplierOrders: (context) => {
    const supplierId = context.input.query?.supplierId ?? seededOrgs.ecommerceSupplier;
    const orders = t.orders.all().filter((order) => order.supplierId === supplierId && order.thirdOrderNo);
    return { total: orders.length, success: orders.length, fail: 0, messages: [] };
  },
  syncSupplierOrder: async (context) => {
    const order = requireOrder(context, context.input.path.id);
    if (!order.thirdOrderNo) fail('该订单不是电商订单，无需同步');
    return { ...(await t.orders.update(order.id, { updateTime: now() })), details: linesOf(order.id) };
  },

  orderCheck: (context) => checkItems(context.input.body.items, deliveryArea(context.input.body.deliveryAddressId)),
  orderValidate: (context) => {
    const { items, planId, deliveryAddressId } = context.input.body;
    const checked = checkItems(items, deliveryArea(deliveryAddressId));
    const rule = planRuleOf(viewerOf(context).user, items, planId);
    const messages = [...checked.messages, ...(rule.refusal ? [rule.refusal] : [])];
    return {
      ...checked,
      pass: checked.pass && !rule.refusal,
      messages,
      planRequired: rule.reasons.length > 0,
      plans: rule.plans,
    };
  },
  orderSplit: async (context) => {
    const body = context.input.body;
    // The price the buyer saw is checked, never taken: the order is placed at the price in force.
    const items = body.items.map(({ price, ...item }) => {
      const goods = orderableGoods(item.goodsId);
      const changed = priceChange(goods, item.buyNum, price);
      if (changed) fail(`商品“${goods.name}”${changed}`);
      return item;
    });
    checkStock(items);
    const rule = planRuleOf(viewerOf(context).user, items, body.planId);
    if (rule.refusal) fail(rule.refusal);
    const orders = await placeOrders(context, items, {
      deliveryAddressId: body.deliveryAddressId,
      receiptId: body.receiptId,
      orderType: body.orderType,
      remark: body.remark,
      planId: body.planId,
    });
    if (body.planId)
      await recordPlanOrders(body.planId, items, twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0)));
    return orders;
  },
  saveDemandOrder: (context) => {
    const body = context.input.body;
    // The price the buyer saw is checked, never taken: the order is placed at the price in force.
    const items = body.items.map(({ price, ...item }) => {
      const goods = orderableGoods(item.goodsId);
      const changed = priceChange(goods, item.buyNum, price);
      if (changed) fail(`商品“${goods.name}”${changed}`);
      return item;
    });
    return placeOrders(context, items, {
      deliveryAddressId: body.deliveryAddressId,
      receiptId: body.receiptId,
      orderType: 7,
      remark: body.remark,
    });
  },
  submitOrderApproveGoods: (context) => {
    checkApprovers(viewerOf(context).user, context.input.body.approverIds ?? []);
    return approveRequest(context, context.input.body.items, context.input.body.reason);
  },
  savePreDemandOrder: (context) =>
    approveRequest(context, context.input.body.items, context.input.body.demandName ?? '预需求单'),
  // An order still waiting for approval, or a plan that is a draft or was refused, starts on its department's flow;
  // goods approved before ordering keep their own request.
  startPurchaseProcess: async (context) => {
    const body = context.input.body;
    const viewer = viewerOf(context);
    if (t.purchaseProcesses.all().some((row) => row.businessId === body.businessId && row.status === 0))
      fail('该业务已在审批中，请勿重复发起');
    const processInstanceId = await startProcessOf(body, viewer);
    return t.purchaseProcesses.insert({
      id: newId(),
      businessId: body.businessId,
      businessType: body.businessType,
      processInstanceId,
      status: 0,
      createTime: now(),
    });
  },
});

function purchaseSums(context: AnyContext) {
  const groups = new Map<string, Entity<'PurchaseSumOrderPrice'>>();
  for (const order of queryOrders(context, (row) => ![1, 8, 9].includes(row.status))) {
    const row = groups.get(order.purchaserId) ?? {
      purchaserId: order.purchaserId,
      purchaserName: order.purchaserName,
      orderCount: 0,
      goodsCount: 0,
      totalPrice: 0,
    };
    row.orderCount++;
    row.goodsCount = (row.goodsCount ?? 0) + (order.goodsCount ?? 0);
    row.totalPrice = twoDecimals(row.totalPrice + order.totalPrice);
    groups.set(order.purchaserId, row);
  }
  return [...groups.values()];
}

function buyNumRequests(context: AnyContext) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  return t.buyNumDetails
    .all()
    .filter((row) => {
      const order = t.orders.get(row.orderId);
      return (
        !!order &&
        sees(viewer, order) &&
        (!query.orderNo || (row.orderNo ?? '').includes(String(query.orderNo))) &&
        (query.handleStatus === undefined || row.handleStatus === Number(query.handleStatus)) &&
        (!query.startTime || row.createTime >= String(query.startTime)) &&
        (!query.endTime || row.createTime <= `${String(query.endTime)} 23:59:59`)
      );
    })
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

function contracts(context: AnyContext) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  return t.contracts
    .all()
    .filter(
      (row) =>
        sees(viewer, row) &&
        (!query.contractNo || row.contractNo.includes(String(query.contractNo))) &&
        (!query.orderNo || (row.orderNo ?? '').includes(String(query.orderNo))) &&
        (!query.supplierId || row.supplierId === query.supplierId) &&
        (!query.purchaserId || row.purchaserId === query.purchaserId) &&
        (query.signStatus === undefined || row.signStatus === Number(query.signStatus)),
    )
    .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
}

function approveRequest(context: AnyContext, items: { goodsId: string; buyNum: number }[], reason?: string) {
  const viewer = viewerOf(context);
  if (items.length === 0) fail('请选择要审批的商品');
  const rows = items.map((item) => {
    const goods = orderableGoods(item.goodsId);
    return {
      goodsId: goods.id,
      goodsName: goods.name,
      supplierId: goods.supplierId,
      supplierName: goods.supplierName,
      price: unitPrice(goods, item.buyNum),
      buyNum: item.buyNum,
    };
  });
  return t.orderApproves.insert({
    id: newId(),
    approveNo: `SP${now().slice(0, 10).replaceAll('-', '')}${newId().slice(-6)}`,
    applicantId: viewer.user.id,
    applicantName: viewer.user.fullName,
    purchaserName: orgName(viewer.user.orgId ?? ''),
    status: 0,
    items: rows,
    totalPrice: twoDecimals(rows.reduce((sum, row) => sum + row.price * row.buyNum, 0)),
    reason,
    createTime: now(),
  });
}
