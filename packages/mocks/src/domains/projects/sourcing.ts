// The supplier side of online sourcing (在线寻源): inquiries open to the supplier, its quotation (save, replace,
// export) and the sourcing orders it won.

import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';
import { buyerOf, supplierOf } from './shared.ts';

type Sourcing = Entity<'Sourcing'>;

export const commoditiesOf = (sourcingId: string) =>
  t.sourcingCommodities.all().filter((row) => row.sourcingId === sourcingId);
export const quotesOf = (sourcingId: string) => t.sourcingQuotes.all().filter((row) => row.sourcingId === sourcingId);
const quoteOf = (sourcingId: string, supplierId: string) =>
  quotesOf(sourcingId).find((quote) => quote.supplierId === supplierId);

/** A supplier sees published inquiries that are public or invite it. */
export const openTo = (sourcing: Sourcing, supplierId: string) =>
  sourcing.status >= 3 &&
  (sourcing.supplierScope !== 2 || (sourcing.invitedSuppliers ?? []).some((row) => row.supplierId === supplierId));

/** An inquiry as a supplier sees it: its own quotation state and amount. */
export function forSupplier(sourcing: Sourcing, supplierId: string, withGoods = false): Sourcing {
  const quote = quoteOf(sourcing.id, supplierId);
  return {
    ...sourcing,
    quoteCount: quotesOf(sourcing.id).length,
    myQuoteStatus: quote?.status ?? 0,
    ...(quote ? { myQuoteAmount: quote.totalPrice } : {}),
    ...(withGoods ? { commodities: commoditiesOf(sourcing.id) } : {}),
  };
}

/** The inquiry the supplier may see, or a refusal. */
function visible(session: TokenClaims | null, id: string) {
  const supplier = supplierOf(session);
  const sourcing = t.sourcings.require(id, '询价单');
  if (!openTo(sourcing, supplier.id)) fail('您未受邀参与该询价', 403);
  return { supplier, sourcing };
}

/** Why the inquiry takes no quotation now, or null. */
function quoteClosedReason(sourcing: Sourcing): string | null {
  if (sourcing.status !== 3) return '该询价不在报价中，不能报价';
  const time = now();
  if (sourcing.quoteStartTime && time < sourcing.quoteStartTime) return '询价尚未开始报价';
  if (sourcing.quoteEndTime && time > sourcing.quoteEndTime) return '询价已截止，不能报价';
  return null;
}

export const sourcingHandlers = defineHandlers({
  pageSupplierSourcing: ({ input, session }) => {
    const supplier = supplierOf(session);
    const q = input.query ?? {};
    const rows = t.sourcings
      .all()
      .filter(
        (row) =>
          openTo(row, supplier.id) &&
          contains(row.sourcingName, q.sourcingName) &&
          contains(row.sourcingNo, q.sourcingNo) &&
          equals(row.status, q.status),
      )
      .map((row) => forSupplier(row, supplier.id))
      .filter((row) => equals(row.myQuoteStatus, q.quoteStatus));
    return paginate(newestFirst(rows, 'createTime'), q);
  },
  getOnlineSourcingDetails: ({ input, session }) => {
    const user = currentUser(session);
    if (user.userType === 0) {
      const buyer = buyerOf(session);
      const sourcing = t.sourcings.require(input.path.id, '询价单');
      if (!buyer.admin && sourcing.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的询价单', 403);
      return {
        sourcing: { ...sourcing, quoteCount: quotesOf(sourcing.id).length, commodities: commoditiesOf(sourcing.id) },
        quotes: sourcing.status >= 4 ? quotesOf(sourcing.id) : [],
        serverTime: now(),
      };
    }
    const { supplier, sourcing } = visible(session, input.path.id);
    const own = quoteOf(sourcing.id, supplier.id);
    return { sourcing: forSupplier(sourcing, supplier.id, true), quotes: own ? [own] : [], serverTime: now() };
  },
  saveQuotePrice: async ({ input, session }) => {
    const form = input.body;
    const { supplier, sourcing } = visible(session, form.sourcingId);
    const closed = quoteClosedReason(sourcing);
    if (closed) fail(closed);
    const lines = commoditiesOf(sourcing.id);
    if (form.items.some((item) => !lines.some((line) => line.id === item.commodityId))) fail('报价商品不属于该询价单');
    const missing = lines.find((line) => !form.items.some((item) => item.commodityId === line.id));
    if (missing) fail(`请填写商品“${missing.goodsName}”的报价`);
    const items = form.items.map((item) => {
      const line = lines.find((row) => row.id === item.commodityId) ?? lines[0];
      return {
        commodityId: item.commodityId,
        goodsName: line?.goodsName ?? '',
        unit: line?.unit ?? '',
        quantity: line?.quantity ?? 0,
        ...(item.brandName ? { brandName: item.brandName } : {}),
        ...(item.model ? { model: item.model } : {}),
        unitPrice: item.unitPrice,
        totalPrice: twoDecimals(item.unitPrice * (line?.quantity ?? 0)),
        ...(item.remark ? { remark: item.remark } : {}),
      };
    });
    const quote = {
      sourcingId: sourcing.id,
      supplierId: supplier.id,
      supplierName: supplier.name,
      totalPrice: twoDecimals(items.reduce((sum, item) => sum + item.totalPrice, 0)),
      ...(form.deliveryDays !== undefined ? { deliveryDays: form.deliveryDays } : {}),
      ...(form.validDays !== undefined ? { validDays: form.validDays } : {}),
      status: 1 as const,
      quoteTime: now(),
      items,
      ...(form.remark ? { remark: form.remark } : {}),
    };
    const existing = quoteOf(sourcing.id, supplier.id);
    // Quoting again before the deadline replaces the supplier's quotation.
    return existing ? t.sourcingQuotes.update(existing.id, quote) : t.sourcingQuotes.insert({ id: newId(), ...quote });
  },
  exportQuotation: ({ input, session }) => {
    const { supplier, sourcing } = visible(session, input.path.id);
    const quote = quoteOf(sourcing.id, supplier.id);
    if (!quote) fail('您尚未对该询价报价，无报价单可导出');
    type Item = NonNullable<typeof quote.items>[number];
    return xlsxExport<Item>(
      `报价单_${sourcing.sourcingNo}`,
      [
        ['商品名称', (item) => item.goodsName],
        ['单位', (item) => item.unit],
        ['数量', (item) => item.quantity],
        ['品牌', (item) => item.brandName ?? ''],
        ['型号', (item) => item.model ?? ''],
        ['单价（元）', (item) => item.unitPrice],
        ['小计（元）', (item) => item.totalPrice],
        ['备注', (item) => item.remark ?? ''],
      ],
      quote.items ?? [],
    );
  },
  pageSupplierSourcingOrders: ({ input, session }) => {
    const supplier = supplierOf(session);
    const q = input.query ?? {};
    const rows = t.sourcingOrders
      .all()
      .filter(
        (row) =>
          row.supplierId === supplier.id &&
          contains(row.orderNo, q.orderNo) &&
          contains(row.sourcingName, q.sourcingName) &&
          equals(row.status, q.status) &&
          between(row.createTime, q.startDate, q.endDate),
      );
    return paginate(newestFirst(rows, 'createTime'), q);
  },
});

/** Seeded inquiries the contract requests and tests pick: open ones gys01 quoted (first) or not (second). */
export const pickSourcing = {
  open: (index = 0) => t.sourcings.all().filter((row) => row.status === 3)[index] as Sourcing,
  closed: () => t.sourcings.all().find((row) => row.status === 4) as Sourcing,
};
