// Welfare: the administration's families (activities, users, roles, purchasers, categories, suppliers, orders,
// shipments) through `resource()`, and the supplier workbench's welfare orders and after-sale approval by hand.

import { welfareAfterSaleStatusLabels, welfareOrderStatusLabels, welfareStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, type Handlers, queryOf, type RowContext } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { matchesQuery, resource } from '../../engine/resource.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { carrierOf } from '../../tables/carriers.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { welfareTables as w } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { notOffered } from './offer.ts';

type Query = Record<string, unknown>;
type Order = Entity<'WelfareOrder'>;

/**
 * A welfare after-sale's state as the supplier's refusals name it: the spec's label without the supplier's own name
 * (已驳回), and the case it agreed to as 处理中 (what it then updates it from).
 */
const afterSaleState = ({ status }: Entity<'WelfareAfterSale'>) =>
  status === 1 ? '处理中' : welfareAfterSaleStatusLabels[status].replace(/^供应商/, '');
const orgName = (id: string | undefined) => accountTables.orgs.get(id)?.orgNameZh ?? '';

const orderFilter = (order: Order, query: Query) =>
  contains(order.orderNo, query.orderNo) &&
  equals(order.status, query.status) &&
  equals(order.welfareId, query.welfareId) &&
  contains(order.userName, query.userName) &&
  equals(order.supplierId, query.supplierId) &&
  between(order.createTime, query.startTime, query.endTime);

const withDetails = (order: Order): Order => ({
  ...order,
  details: w.orderDetails.all().filter((detail) => detail.welfareOrderId === order.id),
});

/** The signed-in supplier's organisation: a supplier sees only its own welfare orders and after-sale cases. */
function supplierOrg(context: AnyContext) {
  return currentUser(context.session).orgId;
}
function ownOrder(context: AnyContext, id: string) {
  const order = w.orders.get(id);
  if (!order || order.supplierId !== supplierOrg(context)) fail('福利订单不存在或无权查看', 404);
  return order;
}
function ownAfterSale(context: AnyContext, id: string) {
  const afterSale = w.afterSales.get(id);
  if (!afterSale || afterSale.supplierId !== supplierOrg(context)) fail('售后申请不存在或无权处理', 404);
  return afterSale;
}
const supplierOrders = (context: AnyContext) => {
  const org = supplierOrg(context);
  const query = queryOf(context);
  return newestFirst(
    w.orders.all().filter((order) => order.supplierId === org && orderFilter(order, query)),
    'createTime',
  );
};

const orderColumns: [string, (order: Order) => unknown][] = [
  ['订单编号', (order) => order.orderNo],
  ['福利活动', (order) => order.welfareName],
  ['下单人', (order) => order.userName],
  ['联系电话', (order) => order.phone],
  ['采购单位', (order) => order.purchaserName],
  ['订单金额', (order) => order.totalPrice],
  ['额度支付', (order) => order.quotaAmount],
  ['自付金额', (order) => order.selfPayAmount],
  ['订单状态', (order) => welfareOrderStatusLabels[order.status]],
  ['收货人', (order) => order.consignee],
  ['收货地址', (order) => order.address],
  ['下单时间', (order) => order.createTime],
  ['发货时间', (order) => order.deliverTime],
];

const supplierHandlers = defineHandlers({
  supplierWelfareOrderList: (c) => paginate(supplierOrders(c), c.input.query),
  exportSupplierWelfareOrders: (c) => xlsxExport('福利订单', orderColumns, supplierOrders(c)),
  supplierGetWelfareOrderById: (c) => withDetails(ownOrder(c, c.input.path.id)),
  syncSupplierWelfareOrder: async (c) => {
    const order = ownOrder(c, c.input.path.id);
    // The e-commerce side reports a parcel signed for: a shipped order becomes received.
    const signed = w.logistics
      .all()
      .some(
        (row) => row.welfareOrderId === order.id && (row.traces ?? []).some((trace) => trace.content.includes('签收')),
      );
    if (order.status === 1 && signed)
      return withDetails(await w.orders.update(order.id, { status: 2, receiveTime: now() }));
    return withDetails(order);
  },
  listSupplierWelfareAfterSales: (c) => {
    const org = supplierOrg(c);
    const query = c.input.query ?? {};
    const rows = w.afterSales
      .all()
      .filter(
        (row) =>
          row.supplierId === org &&
          contains(row.afterSaleNo, query.afterSaleNo) &&
          contains(row.orderNo, query.orderNo) &&
          equals(row.status, query.status),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },
  approveSupplierWelfareAfterSale: async (c) => {
    const { id, approvalResult, supplierRemark } = c.input.body;
    const afterSale = ownAfterSale(c, id);
    if (afterSale.status !== 0) fail(`该售后申请${afterSaleState(afterSale)}，不能重复审核`);
    if (approvalResult === 2 && !supplierRemark?.trim()) fail('驳回售后申请时请填写驳回原因');
    await w.afterSales.update(afterSale.id, {
      status: approvalResult === 1 ? 1 : 2,
      supplierRemark: supplierRemark ?? '同意售后',
      handleTime: now(),
    });
    const order = w.orders.get(afterSale.welfareOrderId);
    if (approvalResult === 1 && order && order.status === 2) await w.orders.update(order.id, { status: 4 });
    return true;
  },
  updateSupplierWelfareAfterSale: async (c) => {
    const { id, status, refundAmount, supplierRemark } = c.input.body;
    const afterSale = ownAfterSale(c, id);
    if (afterSale.status === 0) fail('请先审核该售后申请');
    if (afterSale.status !== 1) fail(`该售后申请${afterSaleState(afterSale)}，不能再处理`);
    if (status !== 1 && status !== 3) fail('售后申请只能更新为处理中或已完成');
    const most = twoDecimals((afterSale.price ?? 0) * afterSale.afterSaleNum);
    if (refundAmount !== undefined && refundAmount > most) fail(`退款金额不能超过商品金额¥${most.toFixed(2)}`);
    await w.afterSales.update(afterSale.id, {
      status,
      ...(refundAmount !== undefined && { refundAmount }),
      ...(supplierRemark && { supplierRemark }),
      handleTime: now(),
    });
    const order = w.orders.get(afterSale.welfareOrderId);
    const open = w.afterSales
      .all()
      .some((row) => row.welfareOrderId === afterSale.welfareOrderId && row.id !== afterSale.id && row.status === 1);
    if (status === 3 && order?.status === 4 && !open) await w.orders.update(order.id, { status: 2 });
    return true;
  },
});

// ---------------------------------------------------------------------------------------------------------------
// The administration's families.

/** The state an activity's dates give it (a stopped one stays stopped). */
const statusByDates = (start: string, end: string) => {
  const time = now();
  return time < start ? 0 : time > end ? 2 : 1;
};

const welfares = resource(w.welfares, {
  label: '福利活动',
  page: 'pageWelfares',
  detail: 'getWelfare',
  add: 'addWelfare',
  edit: 'updateWelfare',
  check: (body, existing) => {
    if (String(body.endTime) <= String(body.startTime)) fail('活动结束时间必须晚于开始时间');
    if (existing?.status === 2) fail('已结束的福利活动不能修改');
    if (w.welfares.all().some((row) => row.welfareName === body.welfareName && row.id !== existing?.id))
      fail(`福利活动“${String(body.welfareName)}”已存在`);
  },
  create: (body, context) => {
    const orgId = (body.purchaserId as string | undefined) ?? currentUser(context.session).orgId;
    return {
      ...(body as Entity<'WelfareForm'>),
      id: newId(),
      purchaserId: orgId,
      purchaserName: orgName(orgId),
      usedAmount: 0,
      userCount: 0,
      status: (body.status as 0 | 1 | 2 | 3 | undefined) ?? statusByDates(String(body.startTime), String(body.endTime)),
      createTime: now(),
    };
  },
});
const deleteWelfare = (context: RowContext) => {
  const welfare = w.welfares.require(context.input.path.id, '福利活动');
  if (welfare.status === 1) fail('进行中的福利活动不能删除，请先停用');
  if (w.orders.all().some((order) => order.welfareId === welfare.id))
    fail(`福利活动“${welfare.welfareName}”已有订单，不能删除`);
  for (const user of w.users.all().filter((row) => row.welfareId === welfare.id)) w.users.remove(user.id);
  w.welfares.remove(welfare.id);
  return true;
};

const welfareUserCheck = (body: Query, existing: Entity<'WelfareUser'> | undefined) => {
  if (body.welfareId) w.welfares.require(body.welfareId as string, '福利活动');
  if (body.welfareRoleId) w.roles.require(body.welfareRoleId as string, '福利角色');
  const welfareId = body.welfareId ?? existing?.welfareId;
  if (w.users.all().some((row) => row.phone === body.phone && row.welfareId === welfareId && row.id !== existing?.id))
    fail(`手机号${String(body.phone)}已参加该福利活动`);
};
/** The derived fields of a welfare user: names of its activity and role, its quota and balance. */
function welfareUserFields(body: Query, existing?: Entity<'WelfareUser'>) {
  const welfare = w.welfares.get((body.welfareId as string | undefined) ?? existing?.welfareId);
  const role = w.roles.get((body.welfareRoleId as string | undefined) ?? existing?.welfareRoleId);
  const quotaAmount =
    (body.quotaAmount as number | undefined) ??
    role?.quotaAmount ??
    welfare?.quotaPerUser ??
    existing?.quotaAmount ??
    0;
  const usedAmount = existing?.usedAmount ?? 0;
  if (quotaAmount < usedAmount) fail(`福利额度不能低于已使用金额¥${usedAmount.toFixed(2)}`);
  return {
    welfareName: welfare?.welfareName,
    purchaserName: welfare?.purchaserName,
    welfareRoleName: role?.roleName,
    quotaAmount,
    usedAmount,
    balance: twoDecimals(quotaAmount - usedAmount),
  };
}
const welfareUsers = resource(w.users, {
  label: '福利用户',
  page: 'pageWelfareUsers',
  detail: 'getWelfareUser',
  add: 'addWelfareUser',
  remove: 'deleteWelfareUser',
  check: welfareUserCheck,
  create: (body) => ({
    status: 1 as const,
    ...(body as Entity<'WelfareUserForm'>),
    ...welfareUserFields(body),
    id: newId(),
    createTime: now(),
  }),
});
const updateWelfareUser = async (context: AnyContext) => {
  const body = context.input.body ?? {};
  const existing = w.users.require(body.id as string, '福利用户');
  welfareUserCheck(body, existing);
  return w.users.update(existing.id, {
    ...(body as Partial<Entity<'WelfareUser'>>),
    ...welfareUserFields(body, existing),
  });
};

const welfareRoles = resource(w.roles, {
  label: '福利角色',
  page: 'pageWelfareRoles',
  detail: 'getWelfareRole',
  add: 'addWelfareRole',
  edit: 'updateWelfareRole',
  check: (body, existing) => {
    if (w.roles.all().some((row) => row.roleName === body.roleName && row.id !== existing?.id))
      fail(`福利角色“${String(body.roleName)}”已存在`);
  },
  create: (body) => ({
    status: 1 as const,
    ...(body as Entity<'WelfareRoleForm'>),
    id: newId(),
    userCount: 0,
    createTime: now(),
  }),
});
const deleteWelfareRole = (context: RowContext) => {
  const role = w.roles.require(context.input.path.id, '福利角色');
  const users = w.users.count((user) => user.welfareRoleId === role.id);
  if (users > 0) fail(`福利角色“${role.roleName}”下还有${users}名用户，不能删除`);
  w.roles.remove(role.id);
  return true;
};

/** A purchaser or supplier organisation named in a form, with its name. */
const orgOf = (id: unknown, kind: '采购单位' | '供应商') => {
  const org = accountTables.orgs.get(id as string);
  if (!org) fail(`${kind}不存在或已删除`, 404);
  return org;
};
const welfarePurchasers = resource(w.purchasers, {
  label: '福利采购单位',
  page: 'pageWelfarePurchasers',
  detail: 'getWelfarePurchaser',
  add: 'addWelfarePurchaser',
  edit: 'updateWelfarePurchaser',
  remove: 'deleteWelfarePurchaser',
  check: (body, existing) => {
    const org = orgOf(body.purchaserId, '采购单位');
    if (w.purchasers.all().some((row) => row.purchaserId === org.id && row.id !== existing?.id))
      fail(`${org.orgNameZh}已是福利采购单位`);
  },
  create: (body) => ({
    status: 1 as const,
    ...(body as Entity<'WelfarePurchaserForm'>),
    id: newId(),
    purchaserName: orgName(body.purchaserId as string),
    usedAmount: 0,
    userCount: 0,
    createTime: now(),
  }),
});
const welfareSuppliers = resource(w.suppliers, {
  label: '福利供应商',
  page: 'pageWelfareSuppliers',
  detail: 'getWelfareSupplier',
  add: 'addWelfareSupplier',
  edit: 'updateWelfareSupplier',
  remove: 'deleteWelfareSupplier',
  check: (body, existing) => {
    const org = orgOf(body.supplierId, '供应商');
    if (w.suppliers.all().some((row) => row.supplierId === org.id && row.id !== existing?.id))
      fail(`${org.orgNameZh}已是福利供应商`);
  },
  create: (body) => ({
    status: 1 as const,
    ...(body as Entity<'WelfareSupplierForm'>),
    id: newId(),
    supplierName: orgName(body.supplierId as string),
    categoryNames: ((body.categoryIds as string[] | undefined) ?? [])
      .map((id) => w.categories.get(id)?.categoryName ?? '')
      .join('、'),
    goodsCount: 0,
    createTime: now(),
  }),
});

/** The category tree, filtered by name and state (a matching node keeps its ancestors). */
function categoryTree(query: Query): Entity<'WelfareCategory'>[] {
  const rows = [...w.categories.all()].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const build = (parentId: string): Entity<'WelfareCategory'>[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .flatMap((row) => {
        const children = build(row.id);
        const matches = contains(row.categoryName, query.categoryName) && equals(row.status, query.status);
        return matches || children.length > 0 ? [{ ...row, children }] : [];
      });
  return build('0');
}
const welfareCategories = resource(w.categories, {
  label: '福利分类',
  detail: 'getWelfareCategory',
  add: 'addWelfareCategory',
  edit: 'updateWelfareCategory',
  check: (body, existing) => {
    const parentId = (body.parentId as string | undefined) ?? existing?.parentId ?? '0';
    if (parentId !== '0') w.categories.require(parentId, '上级分类');
    if (existing && parentId === existing.id) fail('上级分类不能是自己');
    if (
      w.categories
        .all()
        .some((row) => row.parentId === parentId && row.categoryName === body.categoryName && row.id !== existing?.id)
    )
      fail(`同级分类“${String(body.categoryName)}”已存在`);
  },
  create: (body) => {
    const parentId = (body.parentId as string | undefined) ?? '0';
    const parent = w.categories.get(parentId);
    return {
      status: 1 as const,
      sort: 0,
      ...(body as Entity<'WelfareCategoryForm'>),
      id: newId(),
      parentId,
      level: parent ? (parent.level ?? 1) + 1 : 1,
    };
  },
});
const deleteWelfareCategory = (context: RowContext) => {
  const category = w.categories.require(context.input.path.id, '福利分类');
  if (w.categories.all().some((row) => row.parentId === category.id))
    fail(`福利分类“${category.categoryName}”下还有子分类，不能删除`);
  w.categories.remove(category.id);
  return true;
};

const welfareOrders = resource(w.orders, {
  label: '福利订单',
  page: 'pageWelfareOrders',
  filter: orderFilter,
});
/** A cancelled order gives back what it took of the user's budget and of the activity's. */
async function refundQuota(order: Order) {
  const paid = order.quotaAmount ?? 0;
  const member = w.users.get(order.userId);
  if (member)
    await w.users.update(member.id, {
      usedAmount: twoDecimals(member.usedAmount - paid),
      balance: twoDecimals((member.balance ?? member.quotaAmount - member.usedAmount) + paid),
    });
  const welfare = w.welfares.get(order.welfareId);
  if (welfare) await w.welfares.update(welfare.id, { usedAmount: twoDecimals((welfare.usedAmount ?? 0) - paid) });
}

/** Admin state changes of a welfare order: forward only, and nothing after cancellation. */
const orderMoves: Record<number, number[]> = { 0: [1, 3], 1: [2, 4], 2: [4], 3: [], 4: [2] };
const adminOrders = defineHandlers({
  getWelfareOrder: (c) => withDetails(w.orders.require(c.input.path.id, '福利订单')),
  deleteWelfareOrder: (c) => {
    const order = w.orders.require(c.input.path.id, '福利订单');
    if (order.status !== 3) fail(`福利订单${welfareOrderStatusLabels[order.status]}，只能删除已取消的订单`);
    for (const detail of w.orderDetails.all().filter((row) => row.welfareOrderId === order.id))
      w.orderDetails.remove(detail.id);
    w.orders.remove(order.id);
    return true;
  },
  updateWelfareOrder: async (c) => {
    const { id, status, ...fields } = c.input.body;
    const order = w.orders.require(id, '福利订单');
    if (status !== undefined && status !== order.status && !orderMoves[order.status]?.includes(status))
      fail(`福利订单${welfareOrderStatusLabels[order.status]}，不能改为${welfareOrderStatusLabels[status]}`);
    if (order.status === 3) fail('已取消的福利订单不能修改');
    if (status === 3) await refundQuota(order);
    return withDetails(
      await w.orders.update(order.id, {
        ...fields,
        ...(status !== undefined && { status }),
        ...(status === 1 && !order.deliverTime && { deliverTime: now() }),
        ...(status === 2 && !order.receiveTime && { receiveTime: now() }),
      }),
    );
  },
  addWelfareOrder: async (c) => {
    const user = currentUser(c.session);
    const body = c.input.body;
    const welfare = w.welfares.require(body.welfareId, '福利活动');
    if (welfare.status !== 1) fail(`福利活动${welfareStatusLabels[welfare.status]}，不能下单`);
    const member = w.users
      .all()
      .find((row) => row.welfareId === welfare.id && (row.userId === user.id || row.phone === user.phone));
    if (member?.status !== 1) fail('您不在该福利活动的参与名单中');
    const lines = body.items.map((line) => ({
      goods: catalogueTables.goods.require(line.goodsId, '商品'),
      buyNum: line.buyNum,
    }));
    const named = new Set<string>();
    for (const { goods } of lines) {
      if (named.has(goods.id)) fail(`商品“${goods.name}”重复，请合并为一行`);
      named.add(goods.id);
      const refusal = notOffered(welfare, goods);
      if (refusal) fail(refusal);
    }
    const suppliers = new Set(lines.map((line) => line.goods.supplierId));
    if (suppliers.size > 1) fail('一个福利订单只能包含同一供应商的商品');
    const totalPrice = twoDecimals(lines.reduce((sum, line) => sum + line.goods.price * line.buyNum, 0));
    const supplierId = lines[0]?.goods.supplierId ?? '';
    // The budget pays the whole order: an order over what is left of it is refused, not split with the user.
    const balance = member.balance ?? twoDecimals(member.quotaAmount - member.usedAmount);
    if (totalPrice > balance)
      fail(`订单金额¥${totalPrice.toFixed(2)}超出福利余额¥${balance.toFixed(2)}，请调整商品数量`);
    const quotaAmount = totalPrice;
    const id = newId();
    const order = await w.orders.insert({
      id,
      orderNo: `FL${now().slice(0, 10).replaceAll('-', '')}${String(w.orders.count() + 1).padStart(4, '0')}`,
      welfareId: welfare.id,
      welfareName: welfare.welfareName,
      userId: member.id,
      userName: member.userName,
      phone: member.phone,
      purchaserName: welfare.purchaserName,
      supplierId,
      supplierName: orgName(supplierId) || (lines[0]?.goods.supplierName ?? ''),
      status: 0,
      totalPrice,
      quotaAmount,
      selfPayAmount: 0,
      consignee: body.consignee,
      consigneePhone: body.consigneePhone,
      address: body.address,
      ...(body.remark && { remark: body.remark }),
      createTime: now(),
    });
    for (const { goods, buyNum } of lines)
      await w.orderDetails.insert({
        id: newId(),
        welfareOrderId: id,
        goodsId: goods.id,
        sku: goods.sku,
        goodsName: goods.name,
        mainImage: goods.mainImage,
        price: goods.price,
        buyNum,
        amount: twoDecimals(goods.price * buyNum),
      });
    await w.users.update(member.id, {
      usedAmount: twoDecimals(member.usedAmount + quotaAmount),
      balance: twoDecimals(balance - quotaAmount),
    });
    await w.welfares.update(welfare.id, { usedAmount: twoDecimals((welfare.usedAmount ?? 0) + quotaAmount) });
    return withDetails(order);
  },
});

/** A shipment's order (not cancelled) and its carrier, one of the platform's, with a waybill of that carrier's form. */
const logisticsFields = (body: Query) => {
  const order = w.orders.require(body.welfareOrderId as string, '福利订单');
  if (order.status === 3) fail('已取消的福利订单不能发货');
  const carrier = carrierOf(body as Entity<'WelfareOrderLogisticsForm'>);
  return {
    orderNo: order.orderNo,
    logisticsCompany: carrier?.name ?? String(body.logisticsCompany),
    deliverTime: (body.deliverTime as string | undefined) ?? now(),
  };
};
const welfareLogistics = resource(w.logistics, {
  label: '福利订单物流',
  page: 'pageWelfareOrderLogisticsRecords',
  detail: 'getWelfareOrderLogistics',
  edit: 'updateWelfareOrderLogistics',
  remove: 'deleteWelfareOrderLogistics',
  filter: (row, query) => matchesQuery(row, query),
  check: (body) => void logisticsFields(body),
});
const addWelfareOrderLogistics = async (
  context: AnyContext & { input: { body: Entity<'WelfareOrderLogisticsForm'> } },
) => {
  const { body } = context.input;
  const fields = logisticsFields(body);
  const order = w.orders.require(body.welfareOrderId, '福利订单');
  if (w.logistics.all().some((row) => row.welfareOrderId === order.id))
    fail(`福利订单${order.orderNo}已录入物流信息，请修改原记录`);
  const row = await w.logistics.insert({
    id: newId(),
    welfareOrderId: order.id,
    logisticsNo: body.logisticsNo,
    ...fields,
    traces: [{ time: fields.deliverTime, content: `${fields.logisticsCompany}已揽收` }],
    createTime: now(),
  });
  if (order.status === 0) await w.orders.update(order.id, { status: 1, deliverTime: fields.deliverTime });
  return row;
};

export const welfareHandlers: Handlers = {
  ...supplierHandlers,
  ...welfares,
  deleteWelfare,
  ...welfareUsers,
  updateWelfareUser,
  ...welfareRoles,
  deleteWelfareRole,
  ...welfarePurchasers,
  ...welfareSuppliers,
  ...welfareCategories,
  listWelfareCategories: (c) => categoryTree(queryOf(c)),
  deleteWelfareCategory,
  ...welfareOrders,
  ...adminOrders,
  ...welfareLogistics,
  addWelfareOrderLogistics,
} as Handlers;
