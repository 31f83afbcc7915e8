// After-sale cases: the purchaser applies on a received order, the supplier approves and handles, the platform
// steps in; and demand orders: submitted, collected, sent back or turned into orders by supplier.

import { afterSaleStatusLabels, demandStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, type Handlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { unitPrice } from '../catalogue/shared.ts';
import { orderableGoods } from './goods.ts';
import { placeOrders } from './handlers.ts';
import { linesOf, requireOrder, sees, viewerOf } from './scope.ts';

type AfterSale = Entity<'AfterSale'>;
type Demand = Entity<'OrderDemand'>;
const open = (row: AfterSale) => row.status !== 2 && row.status !== 6;

function afterSales(context: AnyContext) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  return t.afterSales
    .all()
    .filter((row) => {
      const order = t.orders.get(row.orderId);
      return (
        (viewer.kind === 'admin' || (!!order && sees(viewer, order))) &&
        contains(row.afterSaleNo, query.afterSaleNo) &&
        contains(row.orderNo, query.orderNo) &&
        equals(row.status, query.status) &&
        equals(row.afterSaleType, query.afterSaleType) &&
        equals(row.supplierId, query.supplierId) &&
        equals(row.purchaserId, query.purchaserId) &&
        equals(order?.orderType, query.orderType) &&
        between(row.createTime, query.startTime, query.endTime)
      );
    })
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

function requireAfterSale(context: AnyContext, id: string) {
  const row = t.afterSales.require(id, '售后单');
  requireOrder(context, row.orderId);
  return row;
}

/** How many of each line may still go to after-sale: what was received and is not in an open case yet. */
function enableNums(orderId: string) {
  const applied = new Map<string, number>();
  for (const row of t.afterSales.all())
    if (row.orderId === orderId && open(row))
      applied.set(row.orderDetailId, (applied.get(row.orderDetailId) ?? 0) + row.afterSaleNum);
  return linesOf(orderId).map((line) => {
    const appliedNum = applied.get(line.id) ?? 0;
    return {
      orderDetailId: line.id,
      goodsName: line.goodsName,
      buyNum: line.buyNum,
      appliedNum,
      enableNum: Math.max(0, (line.receivedNum ?? 0) - appliedNum),
    };
  });
}

function refuse(row: AfterSale, allowed: number[], action: string) {
  if (!allowed.includes(row.status)) fail(`售后单当前为“${afterSaleStatusLabels[row.status]}”状态，不能${action}`);
}

// --- demand orders ---

function demands(context: AnyContext, mine: boolean) {
  const viewer = viewerOf(context);
  const query = queryOf(context);
  return t.demands
    .all()
    .filter(
      (row) =>
        (mine
          ? row.applicantId === viewer.user.id
          : viewer.kind === 'admin' || row.purchaserId === viewer.user.orgId) &&
        contains(row.demandNo, query.demandNo) &&
        contains(row.demandName, query.demandName) &&
        contains(row.deptName, query.deptName) &&
        equals(row.status, query.status) &&
        between(row.createTime, query.startTime, query.endTime),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

function requireDemands(context: Pick<AnyContext, 'session'>, ids: string[]) {
  const viewer = viewerOf(context);
  if (ids.length === 0) fail('请选择需求单');
  return ids.map((id) => {
    const row = t.demands.require(id, '需求单');
    if (viewer.kind !== 'admin' && row.purchaserId !== viewer.user.orgId) fail('无权操作该需求单', 403);
    return row;
  });
}

const collectable = (rows: Demand[]) => {
  for (const row of rows)
    if (row.status !== 0 && row.status !== 1)
      fail(`需求单${row.demandNo}当前为“${demandStatusLabels[row.status]}”状态，不能汇总或下单`);
  return rows;
};

function collect(rows: Demand[]) {
  const items = new Map<string, Entity<'DemandCollectItem'>>();
  for (const demand of rows)
    for (const item of demand.items ?? []) {
      const key = `${item.goodsId}:${item.supplierId}`;
      const current = items.get(key) ?? {
        goodsId: item.goodsId,
        sku: item.sku,
        goodsName: item.goodsName,
        spec: item.spec,
        unit: item.unit,
        supplierId: item.supplierId,
        supplierName: item.supplierName,
        price: item.price,
        totalNum: 0,
        amount: 0,
        demandIds: [],
      };
      current.totalNum += item.buyNum;
      current.amount = twoDecimals(current.amount + item.amount);
      if (!current.demandIds?.includes(demand.id)) current.demandIds?.push(demand.id);
      items.set(key, current);
    }
  return [...items.values()];
}

type DemandBody = {
  demandName: string;
  items: { goodsId: string; buyNum: number; cartId?: string }[];
  expectDate?: string;
  deliveryAddressId?: string;
  contactPhone?: string;
  remark?: string;
};

/** A demand order's fields as the applicant wrote them, by the rules of DemandSubmitRequest, or a refusal. */
function demandFields(context: AnyContext, demandId: string, body: DemandBody) {
  const viewer = viewerOf(context);
  if (body.expectDate && body.expectDate < now().slice(0, 10)) fail('期望到货日期不能早于今天');
  const address = body.deliveryAddressId ? t.addresses.get(body.deliveryAddressId) : undefined;
  if (body.deliveryAddressId && address?.userId !== viewer.user.id) fail('收货地址不存在，请重新选择');
  const seen = new Set<string>();
  const items = body.items.map((item) => {
    const goods = orderableGoods(item.goodsId);
    if (seen.has(goods.id)) fail(`商品“${goods.name}”重复添加，请合并为一行`);
    seen.add(goods.id);
    const price = unitPrice(goods, item.buyNum);
    return {
      id: newId(),
      demandId,
      goodsId: goods.id,
      sku: goods.sku,
      goodsName: goods.name,
      mainImage: goods.mainImage,
      spec: goods.spec,
      brandName: goods.brandName,
      unit: goods.unit,
      supplierId: goods.supplierId,
      supplierName: goods.supplierName,
      price,
      buyNum: item.buyNum,
      amount: twoDecimals(price * item.buyNum),
    };
  });
  return {
    demandName: body.demandName,
    contactPhone: body.contactPhone ?? viewer.user.phone,
    deliveryAddressId: address?.id,
    address: address && `${address.fullAddress ?? address.detailAddress} ${address.consignee} ${address.phone}`,
    expectDate: body.expectDate,
    remark: body.remark,
    goodsCount: items.reduce((sum, item) => sum + item.buyNum, 0),
    totalPrice: twoDecimals(items.reduce((sum, item) => sum + item.amount, 0)),
    items,
  };
}

/** The demand-car rows a demand's goods come from leave the demand car once it is submitted. */
function leaveDemandCar(context: AnyContext, items: DemandBody['items']) {
  const viewer = viewerOf(context);
  for (const { cartId } of items) {
    const row = cartId ? catalogueTables.cartItems.get(cartId) : undefined;
    if (row && row.userId === viewer.user.id && row.cartType === 1) catalogueTables.cartItems.remove(row.id);
  }
}

const demandColumns: [string, (row: Demand) => unknown][] = [
  ['需求单号', (row) => row.demandNo],
  ['需求名称', (row) => row.demandName],
  ['需求部门', (row) => row.deptName],
  ['申请人', (row) => row.applicantName],
  ['商品数量', (row) => row.goodsCount],
  ['金额', (row) => row.totalPrice],
  ['状态', (row) => demandStatusLabels[row.status]],
  ['提交时间', (row) => row.createTime],
];

export const afterSaleHandlers: Handlers = defineHandlers({
  getAfterSale: (context) => requireAfterSale(context, context.input.path.id),
  getAfterSaleNumEnable: (context) => enableNums(requireOrder(context, context.input.path.orderId).id),
  listCenterAfterSales: (context) => paginate(afterSales(context), queryOf(context)),
  listPurchaserAfterSales: (context) => paginate(afterSales(context), queryOf(context)),
  listSupplierAfterSales: (context) => paginate(afterSales(context), queryOf(context)),
  saveAfterSale: async (context) => {
    const body = context.input.body;
    const viewer = viewerOf(context);
    if (viewer.kind === 'supplier') fail('只有采购人可以申请售后');
    const order = requireOrder(context, body.orderId, viewer);
    // A partly received order (部分发货 or 已发货, 部分收货) is open for after-sale on what was received.
    if (![4, 5, 6, 7].includes(order.status)) fail('只有已收货或已完成的订单可以申请售后');
    const line = linesOf(order.id).find((candidate) => candidate.id === body.orderDetailId);
    if (!line) fail('订单明细不存在或已删除');
    if (!line.receivedNum) fail(`商品“${line.goodsName}”尚未收货，不能申请售后`);
    const enable = enableNums(order.id).find((row) => row.orderDetailId === line.id)?.enableNum ?? 0;
    if (body.afterSaleNum > enable) fail(`售后数量超过可申请数量（最多${enable}${line.unit ?? '件'}）`);
    const id = newId();
    const row = await t.afterSales.insert({
      id,
      afterSaleNo: `SH${now().slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`,
      orderId: order.id,
      orderNo: order.orderNo,
      orderDetailId: line.id,
      goodsId: line.goodsId,
      sku: line.sku,
      goodsName: line.goodsName,
      price: line.price,
      buyNum: line.buyNum,
      afterSaleNum: body.afterSaleNum,
      afterSaleType: body.afterSaleType,
      reason: body.reason,
      description: body.description,
      images: body.images,
      refundAmount: twoDecimals(line.price * body.afterSaleNum),
      status: 0,
      purchaserId: order.purchaserId,
      purchaserName: order.purchaserName,
      applicantName: body.contactName ?? viewer.user.fullName,
      contactPhone: body.contactPhone ?? viewer.user.phone,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      createTime: now(),
    });
    await t.orderDetails.update(line.id, { afterSaleNum: (line.afterSaleNum ?? 0) + body.afterSaleNum });
    return row;
  },
  approveSupplierAfterSale: async (context) => {
    const { id, approvalResult, supplierRemark, returnAddress } = context.input.body;
    const row = requireAfterSale(context, id);
    if (viewerOf(context).kind === 'purchaser') fail('只有供应商可以审核售后');
    refuse(row, [0], '审核');
    await t.afterSales.update(row.id, {
      status: approvalResult === 1 ? 1 : 2,
      supplierRemark,
      returnAddress,
      handleTime: now(),
    });
    return true;
  },
  updateSupplierAfterSale: async (context) => {
    const { id, status, refundAmount, supplierRemark } = context.input.body;
    const row = requireAfterSale(context, id);
    if (viewerOf(context).kind === 'purchaser') fail('只有供应商可以处理售后');
    refuse(row, [1, 3], '处理');
    if (status !== 5 && status !== 4) fail(`供应商不能把售后单变更为“${afterSaleStatusLabels[status]}”`);
    if (refundAmount !== undefined && refundAmount > (row.price ?? 0) * row.afterSaleNum)
      fail('退款金额不能超过售后商品金额');
    await t.afterSales.update(row.id, {
      status,
      ...(refundAmount !== undefined && { refundAmount }),
      ...(supplierRemark && { supplierRemark }),
      handleTime: now(),
      ...(status === 5 && { finishTime: now() }),
    });
    return true;
  },
  updateCenterAfterSale: async (context) => {
    const { id, status, centerRemark } = context.input.body;
    const row = t.afterSales.require(id, '售后单');
    if (viewerOf(context).kind !== 'admin') fail('只有平台管理员可以介入售后');
    refuse(row, [0, 1, 2, 3, 4], '由平台处理');
    if (![4, 5, 6].includes(status)) fail(`平台不能把售后单变更为“${afterSaleStatusLabels[status]}”`);
    await t.afterSales.update(row.id, {
      status,
      centerRemark,
      handleTime: now(),
      ...(status === 5 && { finishTime: now() }),
    });
    return true;
  },
  cancelAfterSale: async (context) => {
    const viewer = viewerOf(context);
    if (viewer.kind !== 'purchaser') fail('只有申请售后的采购人可以取消售后', 403);
    const row = requireAfterSale(context, context.input.path.id);
    refuse(row, [0, 1], '取消');
    await t.afterSales.update(row.id, { status: 6, finishTime: now() });
    const line = t.orderDetails.get(row.orderDetailId);
    if (line)
      await t.orderDetails.update(line.id, { afterSaleNum: Math.max(0, (line.afterSaleNum ?? 0) - row.afterSaleNum) });
    return true;
  },
  updateAfterSaleInformation: async (context) => {
    const body = context.input.body;
    const row = requireAfterSale(context, body.id);
    refuse(row, [0, 1], '补充信息');
    const shipped = row.status === 1 && !!body.returnLogisticsNo;
    await t.afterSales.update(row.id, {
      ...(body.returnLogisticsCompany && { returnLogisticsCompany: body.returnLogisticsCompany }),
      ...(body.returnLogisticsNo && { returnLogisticsNo: body.returnLogisticsNo }),
      ...(body.description && { description: body.description }),
      ...(body.images && { images: body.images }),
      ...(shipped && { status: 3 as const }),
    });
    return true;
  },

  submitDemand: async (context) => {
    const viewer = viewerOf(context);
    const id = newId();
    const fields = demandFields(context, id, context.input.body);
    const demand = await t.demands.insert({
      id,
      demandNo: `XQ${now().slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`,
      purchaserId: viewer.user.orgId ?? '',
      purchaserName: viewer.user.orgName,
      applicantId: viewer.user.id,
      applicantName: viewer.user.fullName,
      status: 0,
      orderIds: [],
      createTime: now(),
      ...fields,
    });
    leaveDemandCar(context, context.input.body.items);
    return demand;
  },
  updateDemand: async (context) => {
    const body = context.input.body;
    const row = t.demands.require(body.id, '需求单');
    if (row.applicantId !== viewerOf(context).user.id) fail('只能修改本人提交的需求单', 403);
    if (row.status !== 0 && row.status !== 2)
      fail(`需求单${row.demandNo}当前为“${demandStatusLabels[row.status]}”状态，不能修改`);
    const fields = demandFields(context, row.id, body);
    // Sent back and revised, it waits to be collected again.
    const demand = await t.demands.update(row.id, { ...fields, status: 0, backReason: undefined });
    leaveDemandCar(context, body.items);
    return demand;
  },
  listDemands: (context) => paginate(demands(context, true), queryOf(context)),
  listDemandsToCollect: (context) => paginate(demands(context, false), queryOf(context)),
  getDemandSubmitTotal: (context) => {
    const rows = demands(context, false);
    return {
      demandCount: rows.length,
      goodsCount: rows.reduce((sum, row) => sum + (row.goodsCount ?? 0), 0),
      totalPrice: twoDecimals(rows.reduce((sum, row) => sum + row.totalPrice, 0)),
    };
  },
  exportDemands: (context) => xlsxExport('需求单', demandColumns, demands(context, false)),
  exportDemandByOrderId: (context) => {
    const [demand] = requireDemands(context, [context.input.path.orderId]);
    return xlsxExport(
      `需求单${demand?.demandNo ?? ''}明细`,
      [
        ['商品名称', (item: Entity<'OrderDemandItem'>) => item.goodsName],
        ['规格', (item) => item.spec],
        ['单位', (item) => item.unit],
        ['供应商', (item) => item.supplierName],
        ['单价', (item) => item.price],
        ['数量', (item) => item.buyNum],
        ['金额', (item) => item.amount],
      ],
      demand?.items ?? [],
    );
  },
  getCollectedDemandItems: (context) => collect(requireDemands(context, context.input.body)),
  listCollectedDemandSuppliers: (context) => {
    const suppliers = new Map<string, Entity<'DemandCollectSupplier'>>();
    for (const item of collect(requireDemands(context, context.input.body))) {
      const row = suppliers.get(item.supplierId) ?? {
        supplierId: item.supplierId,
        supplierName: item.supplierName ?? '',
        goodsCount: 0,
        totalPrice: 0,
      };
      row.goodsCount += item.totalNum;
      row.totalPrice = twoDecimals(row.totalPrice + item.amount);
      suppliers.set(item.supplierId, row);
    }
    return [...suppliers.values()];
  },
  backDemands: async (context) => {
    const { ids, reason } = context.input.body;
    const rows = requireDemands(context, ids);
    for (const row of rows)
      if (row.status !== 0 && row.status !== 1)
        fail(`需求单${row.demandNo}当前为“${demandStatusLabels[row.status]}”状态，不能退回`);
    for (const row of rows) await t.demands.update(row.id, { status: 2, backReason: reason });
    return true;
  },
  splitDemandOrders: async (context) => {
    const body = context.input.body;
    const rows = collectable(requireDemands(context, body.ids));
    const items = collect(rows).filter(
      (item) => !body.supplierIds?.length || body.supplierIds.includes(item.supplierId),
    );
    if (items.length === 0) fail('所选供应商没有需求商品');
    const orders = await placeOrders(
      context,
      items.map((item) => ({
        goodsId: item.goodsId,
        buyNum: item.totalNum,
        price: item.price,
      })),
      { deliveryAddressId: body.deliveryAddressId, receiptId: body.receiptId, orderType: 7, remark: body.remark },
    );
    for (const row of rows)
      await t.demands.update(row.id, {
        status: 3,
        orderIds: [...(row.orderIds ?? []), ...orders.map((order) => order.id)],
      });
    return orders;
  },
});
