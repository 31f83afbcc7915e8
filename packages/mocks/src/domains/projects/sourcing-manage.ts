// The purchaser's and the administrator's side of online sourcing (在线寻源): drafts and their goods lines, submit to
// the approval flow, the approver's queue, the phase changes (close quoting, choose the lowest quotation, invalid,
// cancel), choosing any quotation with a reason, buy again, the quotations' export, plan routing, the sourcing orders
// and their confirmation; and the supplier's contract of a confirmed sourcing order and its deal goods.

import { quoteStatusLabels, sourcingOrderStatusLabels, sourcingStatusLabels } from '@zc/sdk/labels';
import { clockNow } from '../../engine/clock.ts';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { formatDate, formatDateTime, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { planTables } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import { openStepOf } from '../workflow/instances.ts';
import { reviewOf, startReview } from './phases.ts';
import { buyerOf, supplierOf } from './shared.ts';
import { commoditiesOf, forSupplier, openTo, quotesOf } from './sourcing.ts';

type Sourcing = Entity<'Sourcing'>;
type SourcingOrder = Entity<'SourcingOrder'>;
type Status = Sourcing['status'];

/** Phase changes editSourcingStateById allows, from each phase. */
const moves: Record<number, Status[]> = { 0: [7], 1: [2, 3, 7], 2: [7], 3: [4, 6, 7], 4: [5, 6, 7] };

const filesOf = (ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => platformTables.files.require(id, `文件 ${id}`));
const later = (days: number) => formatDateTime(new Date(clockNow().getTime() + days * 86_400_000));
const serialNo = (prefix: string, count: number) =>
  `${prefix}${formatDate(clockNow()).replaceAll('-', '')}${String(count + 1).padStart(4, '0')}`;

/** An inquiry the purchaser-side caller may manage: its organisation's, or any for the administrator. */
function ownSourcing(session: TokenClaims | null, id: string) {
  const buyer = buyerOf(session);
  const sourcing = t.sourcings.require(id, '询价单');
  if (!buyer.admin && sourcing.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的询价单', 403);
  return { buyer, sourcing };
}

/** Goods lines change only while the inquiry is a draft or was rejected. */
function editable(sourcing: Sourcing) {
  if (sourcing.status !== 0 && sourcing.status !== 2)
    fail(`询价单当前为“${sourcingStatusLabels[sourcing.status]}”，不能修改`);
}

/** An inquiry as the purchaser sees it: with its goods and the number of quotations. */
const full = (sourcing: Sourcing): Sourcing => ({
  ...sourcing,
  quoteCount: quotesOf(sourcing.id).length,
  commodities: commoditiesOf(sourcing.id),
});

/** The inquiry the caller may read: the purchaser its own, a supplier one open to it. */
function readable(session: TokenClaims | null, id: string): Sourcing {
  const user = currentUser(session);
  if (user.userType === 0) return full(ownSourcing(session, id).sourcing);
  const sourcing = t.sourcings.require(id, '询价单');
  if (!openTo(sourcing, user.orgId)) fail('您未受邀参与该询价', 403);
  return forSupplier(sourcing, user.orgId, true);
}

/** The goods lines of a sourcing order, from the chosen quotation. */
export function orderGoods(order: SourcingOrder): Entity<'SourcingDealGoods'>[] {
  if (order.details?.length) return order.details;
  const quote = order.quoteId ? t.sourcingQuotes.get(order.quoteId) : undefined;
  const lines = commoditiesOf(order.sourcingId);
  return (quote?.items ?? []).map((item) => {
    const line = lines.find((row) => row.id === item.commodityId);
    return {
      sourcingId: order.sourcingId,
      sourcingOrderId: order.id,
      commodityId: item.commodityId,
      goodsName: item.goodsName,
      ...(line?.spec ? { spec: line.spec } : {}),
      ...((item.brandName ?? line?.brandName) ? { brandName: item.brandName ?? line?.brandName } : {}),
      unit: item.unit,
      quantity: item.quantity,
      dealUnitPrice: item.unitPrice,
      dealTotalPrice: item.totalPrice,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
    };
  });
}

function checkTimes(start: string | undefined, end: string) {
  if (start && end <= start) fail('报价截止时间须晚于报价开始时间');
  if (end <= now()) fail('报价截止时间须晚于当前时间');
}

/** The inquiry's goods lines after an edit, checked. */
function commodity(form: Entity<'SourcingCommodityForm'>, id: string): Entity<'SourcingCommodity'> {
  if (!(form.quantity > 0)) fail(`商品“${form.goodsName}”的数量须大于0`);
  const { imageIds, id: _id, ...fields } = form;
  return { ...fields, id, images: filesOf(imageIds) };
}

/** The inquiry's quotations, the lowest total first (the earlier of two equal ones first). */
const byPrice = (sourcing: Sourcing) =>
  [...quotesOf(sourcing.id)].sort((a, b) => a.totalPrice - b.totalPrice || a.quoteTime.localeCompare(b.quoteTime));

/** The chosen quotation wins, the others do not, and the sourcing order is made, with why it was chosen. */
async function choose(sourcing: Sourcing, winner: Entity<'SourcingQuote'>, reason?: string) {
  for (const quote of quotesOf(sourcing.id))
    await t.sourcingQuotes.update(quote.id, { status: quote.id === winner.id ? 2 : 3 });
  const order = await t.sourcingOrders.insert({
    id: newId(),
    orderNo: serialNo('XYDD', t.sourcingOrders.count()),
    sourcingId: sourcing.id,
    sourcingName: sourcing.sourcingName,
    quoteId: winner.id,
    supplierId: winner.supplierId,
    supplierName: winner.supplierName,
    purchaserOrgId: sourcing.purchaserOrgId,
    purchaserOrgName: sourcing.purchaserOrgName,
    totalPrice: winner.totalPrice,
    status: 0,
    ...(sourcing.deliveryAddress ? { deliveryAddress: sourcing.deliveryAddress } : {}),
    ...(reason ? { chooseReason: reason } : {}),
    createTime: now(),
  });
  return t.sourcingOrders.update(order.id, { details: orderGoods(order) });
}

/** An order of the caller's purchasing organisation (any, for the administrator). */
function ownOrder(session: TokenClaims | null, id: string) {
  const buyer = buyerOf(session);
  const order = t.sourcingOrders.require(id, '寻源订单');
  if (!buyer.admin && order.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的寻源订单', 403);
  return order;
}

/** Inquiries matching the list's filters kept by `keep`, newest first, with their number of quotations. */
function inquiries(
  q: { sourcingName?: string; sourcingNo?: string; status?: number; current?: number; size?: number },
  keep: (row: Sourcing) => boolean,
) {
  const rows = t.sourcings
    .all()
    .filter(
      (row) =>
        keep(row) &&
        contains(row.sourcingName, q.sourcingName) &&
        contains(row.sourcingNo, q.sourcingNo) &&
        equals(row.status, q.status),
    );
  const page = paginate(newestFirst(rows, 'createTime'), q);
  return { ...page, records: page.records.map((row) => ({ ...row, quoteCount: quotesOf(row.id).length })) };
}

export const sourcingManageHandlers = defineHandlers({
  saveSourcing: async ({ input, session }) => {
    const form = input.body;
    const buyer = buyerOf(session);
    const existing = form.id ? ownSourcing(session, form.id).sourcing : undefined;
    if (existing) editable(existing);
    checkTimes(form.quoteStartTime, form.quoteEndTime);
    const invited = form.supplierScope === 2 ? (form.invitedSupplierIds ?? []) : [];
    if (form.supplierScope === 2 && !invited.length) fail('邀请寻源须至少邀请一家供应商');
    const invitedSuppliers = invited.map((supplierId) => {
      const org = accountTables.orgs.get(supplierId);
      if (org?.orgType !== 4) fail(`供应商 ${supplierId} 不存在`);
      return { supplierId, supplierName: org.orgNameZh };
    });
    if (form.planId && !planTables.plans.get(form.planId)) fail('采购计划不存在或已删除');
    const { id: _id, invitedSupplierIds: _invited, attachmentIds, ...fields } = form;
    const id = existing?.id ?? newId();
    const { invitedSuppliers: _before, ...kept } = existing ?? ({} as Partial<Sourcing>);
    const row: Sourcing = {
      ...kept,
      ...fields,
      id,
      sourcingNo: existing?.sourcingNo ?? serialNo('XY', t.sourcings.count()),
      status: 0,
      purchaserOrgId: existing?.purchaserOrgId ?? buyer.orgId,
      purchaserOrgName: existing?.purchaserOrgName ?? buyer.orgName,
      purchaseUserId: existing?.purchaseUserId ?? buyer.user.id,
      purchaseUserName: existing?.purchaseUserName ?? buyer.user.fullName,
      ...(invitedSuppliers.length ? { invitedSuppliers } : {}),
      attachments: attachmentIds ? filesOf(attachmentIds) : (existing?.attachments ?? []),
      createTime: existing?.createTime ?? now(),
    };
    if (existing) await t.sourcings.update(id, row);
    else await t.sourcings.insert(row);
    return full(t.sourcings.require(id, '询价单'));
  },
  saveSourcingCommodity: async ({ input, session }) => {
    const { sourcing } = ownSourcing(session, input.body.sourcingId);
    editable(sourcing);
    return t.sourcingCommodities.insert(commodity(input.body, newId()));
  },
  editSourcingCommodity: async ({ input, session }) => {
    const form = input.body;
    if (!form.id) fail('请指定要修改的询价商品');
    const line = t.sourcingCommodities.require(form.id, '询价商品');
    if (line.sourcingId !== form.sourcingId) fail('询价商品不属于该询价单');
    const { sourcing } = ownSourcing(session, line.sourcingId);
    editable(sourcing);
    return t.sourcingCommodities.update(line.id, commodity(form, line.id));
  },
  deleteSourcingCommodity: ({ input, session }) => {
    const line = t.sourcingCommodities.require(input.path.id, '询价商品');
    const { sourcing } = ownSourcing(session, line.sourcingId);
    editable(sourcing);
    t.sourcingCommodities.remove(line.id);
    return true;
  },
  submitSourcing: async ({ input, session }) => {
    const { id, processCode } = input.body;
    const { buyer, sourcing } = ownSourcing(session, id);
    editable(sourcing);
    if (!commoditiesOf(sourcing.id).length) fail('请至少添加一个询价商品');
    checkTimes(sourcing.quoteStartTime, sourcing.quoteEndTime ?? '');
    if (processCode && !t.processCodes.all().some((row) => row.processCode === processCode && row.projectType === 4))
      fail(`审批流程编码“${processCode}”不存在`);
    // With an approval process it waits for approval; without one it is published at once (报价中).
    await t.sourcings.update(sourcing.id, {
      status: processCode ? 1 : 3,
      ...(processCode ? { statusReason: undefined } : { quoteStartTime: sourcing.quoteStartTime ?? now() }),
    });
    if (processCode)
      await startReview(
        { id: sourcing.id, no: sourcing.sourcingNo, name: sourcing.sourcingName, processCode },
        buyer.user,
      );
    return true;
  },
  pagePurchaserSourcing: ({ input, session }) => {
    const buyer = buyerOf(session);
    return inquiries(input.query ?? {}, (row) => buyer.admin || row.purchaserOrgId === buyer.orgId);
  },
  pageAdminSourcing: ({ input }) => {
    const q = input.query ?? {};
    return inquiries(q, (row) => contains(row.purchaserOrgName, q.purchaserOrgName));
  },
  pageSourcingChecks: ({ input, session }) => {
    const buyer = buyerOf(session);
    const q = input.query ?? {};
    const rows = t.sourcings
      .all()
      .filter(
        (row) =>
          row.status === 1 &&
          row.purchaserOrgId === buyer.orgId &&
          contains(row.sourcingName, q.sourcingName) &&
          contains(row.sourcingNo, q.sourcingNo),
      )
      // Those at a step the caller may take first, then the oldest first.
      .sort(
        (a, b) =>
          Number(!openStepOf(reviewOf(a.id), buyer.user.id)) - Number(!openStepOf(reviewOf(b.id), buyer.user.id)) ||
          a.createTime.localeCompare(b.createTime),
      );
    return paginate(rows, q);
  },
  chooseSourcingQuote: async ({ input, session }) => {
    const { sourcingId, quoteId, reason } = input.body;
    const { sourcing } = ownSourcing(session, sourcingId);
    if (sourcing.status !== 4) fail(`询价单当前为“${sourcingStatusLabels[sourcing.status]}”，不能选定报价`);
    const quote = t.sourcingQuotes.require(quoteId, '报价');
    if (quote.sourcingId !== sourcing.id) fail('该报价不属于此询价单');
    const lowest = byPrice(sourcing)[0];
    // Any quotation may win; one dearer than the lowest only with a reason the order keeps.
    if (lowest && quote.totalPrice > lowest.totalPrice && !reason?.trim()) fail('选定的不是最低报价，请填写选定原因');
    const order = await choose(sourcing, quote, reason?.trim() || undefined);
    await t.sourcings.update(sourcing.id, { status: 5 });
    return order;
  },
  confirmSourcingOrder: async ({ input, session }) => {
    const { id, invoiceTaxNo, ...fields } = input.body;
    const order = ownOrder(session, id);
    if (order.status !== 0) fail(`订单当前为“${sourcingOrderStatusLabels[order.status]}”，不能确认`);
    if (order.confirmTime) fail('订单已确认，请勿重复确认');
    if (fields.invoiceType === 2 && !invoiceTaxNo?.trim()) fail('增值税专用发票须填写纳税人识别号');
    return t.sourcingOrders.update(order.id, {
      ...fields,
      ...(invoiceTaxNo?.trim() ? { invoiceTaxNo: invoiceTaxNo.trim() } : {}),
      confirmTime: now(),
    });
  },
  editSourcingState: async ({ input, session }) => {
    const { id, status, reason } = input.body;
    const { sourcing } = ownSourcing(session, id);
    const from = sourcingStatusLabels[sourcing.status];
    if (sourcing.status === status) fail(`询价单已是“${from}”状态`);
    if (!(moves[sourcing.status] ?? []).includes(status))
      fail(`询价单当前为“${from}”，不能改为“${sourcingStatusLabels[status]}”`);
    if ((status === 6 || status === 7 || status === 2) && !reason?.trim()) fail('请填写原因');
    if (status === 5) {
      const lowest = byPrice(sourcing)[0];
      if (!lowest) fail('暂无供应商报价，不能成交，请作流标处理');
      await choose(sourcing, lowest);
    }
    if (status === 6 || status === 7)
      for (const quote of quotesOf(sourcing.id))
        if (quote.status === 1) await t.sourcingQuotes.update(quote.id, { status: 3 });
    await t.sourcings.update(sourcing.id, {
      status,
      ...(reason?.trim() && (status === 2 || status === 6 || status === 7) ? { statusReason: reason.trim() } : {}),
      ...(status === 3 ? { quoteStartTime: sourcing.quoteStartTime ?? now() } : {}),
      ...(status === 4 && (sourcing.quoteEndTime ?? '') > now() ? { quoteEndTime: now() } : {}),
    });
    return true;
  },
  buySourcingAgain: async ({ input, session }) => {
    const { buyer, sourcing } = ownSourcing(session, input.path.id);
    const id = newId();
    const {
      quoteCount: _count,
      myQuoteStatus: _status,
      myQuoteAmount: _amount,
      commodities: _lines,
      ...rest
    } = sourcing;
    await t.sourcings.insert({
      ...rest,
      id,
      sourcingNo: serialNo('XY', t.sourcings.count()),
      status: 0,
      purchaseUserId: buyer.user.id,
      purchaseUserName: buyer.user.fullName,
      quoteStartTime: now(),
      quoteEndTime: later(7),
      createTime: now(),
    });
    for (const line of commoditiesOf(sourcing.id))
      await t.sourcingCommodities.insert({ ...line, id: newId(), sourcingId: id });
    return full(t.sourcings.require(id, '询价单'));
  },
  getSourcingDetail: ({ input, session }) => readable(session, input.path.id),
  listSourcingCommodities: ({ input, session }) => readable(session, input.path.id).commodities ?? [],
  pagePurchaserSourcingOrders: ({ input, session }) => {
    const buyer = buyerOf(session);
    const q = input.query ?? {};
    const rows = t.sourcingOrders
      .all()
      .filter(
        (row) =>
          (buyer.admin || row.purchaserOrgId === buyer.orgId) &&
          contains(row.orderNo, q.orderNo) &&
          contains(row.sourcingName, q.sourcingName) &&
          equals(row.status, q.status) &&
          contains(row.supplierName, q.supplierName) &&
          between(row.createTime, q.startDate, q.endDate),
      );
    const page = paginate(newestFirst(rows, 'createTime'), q);
    return { ...page, records: page.records.map((row) => ({ ...row, details: orderGoods(row) })) };
  },
  getSourcingPlanRouter: ({ input, session }) => {
    const buyer = buyerOf(session);
    const plan = planTables.plans.require(input.query.planId, '采购计划');
    if (!buyer.admin && plan.purchaserId !== buyer.orgId) fail('无权使用其他单位的采购计划', 403);
    if (plan.purchaseType !== 4) fail('该采购计划的采购方式不是在线寻源');
    const made = newestFirst(
      t.sourcings.all().filter((row) => row.planId === plan.id),
      'createTime',
    )[0];
    if (!made && plan.status !== 2) fail('采购计划未审批通过，不能转为寻源');
    return {
      planId: plan.id,
      ...(made ? { sourcingId: made.id } : {}),
      router: made && made.status !== 0 ? '/my-sourcing' : '/my-sourcing-add',
    };
  },
  exportSupplierQuotes: ({ input, session }) => {
    const { sourcing } = ownSourcing(session, input.path.id);
    if (sourcing.status < 3 || sourcing.status === 7) fail('询价单未发布或已取消，没有供应商报价');
    if (sourcing.status === 3) fail('报价截止前不能导出供应商报价');
    type Row = { quote: Entity<'SourcingQuote'>; item: NonNullable<Entity<'SourcingQuote'>['items']>[number] };
    const rows: Row[] = [...quotesOf(sourcing.id)]
      .sort((a, b) => a.totalPrice - b.totalPrice)
      .flatMap((quote) => (quote.items ?? []).map((item) => ({ quote, item })));
    return xlsxExport<Row>(
      `供应商报价_${sourcing.sourcingNo}`,
      [
        ['供应商', (row) => row.quote.supplierName],
        ['商品名称', (row) => row.item.goodsName],
        ['单位', (row) => row.item.unit],
        ['数量', (row) => row.item.quantity],
        ['品牌', (row) => row.item.brandName ?? ''],
        ['型号', (row) => row.item.model ?? ''],
        ['单价（元）', (row) => row.item.unitPrice],
        ['小计（元）', (row) => row.item.totalPrice],
        ['报价总额（元）', (row) => row.quote.totalPrice],
        ['交货天数', (row) => row.quote.deliveryDays ?? ''],
        ['报价时间', (row) => row.quote.quoteTime],
        ['状态', (row) => quoteStatusLabels[row.quote.status]],
      ],
      rows,
    );
  },
  createOnlineContract: async ({ input, session }) => {
    const form = input.body;
    const supplier = supplierOf(session);
    const order = t.sourcingOrders.require(form.sourcingOrderId, '寻源订单');
    if (order.supplierId !== supplier.id) fail('无权为其他供应商的订单生成合同', 403);
    if (order.status === 5) fail('订单已取消，不能生成合同');
    if (order.contractId) fail('该订单已生成合同，请勿重复生成');
    if (order.status !== 0) fail('订单不在待签合同状态，不能生成合同');
    if (!order.confirmTime) fail('采购人尚未确认订单的收货地址和发票，不能生成合同');
    const files = filesOf(form.fileIds);
    // The supplier draws the contract up and signs it first (供应商已签); the order moves on to 合同已签.
    const contract = await t.sourcingContracts.insert({
      id: newId(),
      contractNo: serialNo('HT-XY-', t.sourcingContracts.count()),
      sourcingId: order.sourcingId,
      sourcingOrderId: order.id,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      purchaserOrgName: order.purchaserOrgName,
      contractAmount: twoDecimals(order.totalPrice),
      status: 1,
      files,
      createTime: now(),
    });
    await t.sourcingOrders.update(order.id, { status: 1, contractId: contract.id, contractNo: contract.contractNo });
    return contract;
  },
  listSourcingDealGoods: ({ input, session }) => {
    const user = currentUser(session);
    const { sourcingId, sourcingOrderId } = input.query;
    if (user.userType === 0) ownSourcing(session, sourcingId);
    else t.sourcings.require(sourcingId, '询价单');
    return t.sourcingOrders
      .all()
      .filter(
        (row) =>
          row.sourcingId === sourcingId &&
          row.status !== 5 &&
          equals(row.id, sourcingOrderId) &&
          (user.userType === 0 || row.supplierId === user.orgId),
      )
      .flatMap(orderGoods);
  },
});
