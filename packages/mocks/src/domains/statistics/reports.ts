// The statistics pages of the administration and the data cockpit: each report is one function of the seeded tables
// (deals, orders, after-sale cases, goods, projects, quotations), answered as a page and exported with the same rows.
// They are the platform's and the purchasing units' figures: suppliers are refused (the cockpit is public).

import type { OperationId } from '@zc/sdk';
import { monthStatisticsPurchaseTypeLabels, supplierTypeLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, type FileAnswer, type Handlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, paginate } from '../../engine/paging.ts';
import { formatDate, now } from '../../engine/random.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables } from '../../tables/projects.ts';
import { subtree } from '../catalogue/shared.ts';
import { openTo } from '../projects/sourcing.ts';
import { type Channel, channelName, channels, type Deal, deals, groupBy, percent, ranked, sum } from './deals.ts';

export type Query = Record<string, unknown> & { startTime?: string; endTime?: string };
type Columns<T> = [header: string, value: (row: T) => unknown][];
const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

/** A report's page and export operations over the same rows. */
export function report<T>(
  page: OperationId,
  exported: OperationId,
  title: string,
  rows: (query: Query) => T[],
  columns: Columns<T>,
): Handlers {
  return {
    [page]: (context: AnyContext) => paginate(rows(queryOf(context)), queryOf(context)),
    [exported]: (context: AnyContext): FileAnswer => xlsxExport(title, columns, rows(queryOf(context))),
  } as Handlers;
}

/** Supplier organisations (with the supplier company's kind when there is one). */
const suppliers = () =>
  accountTables.orgs
    .all()
    .filter((org) => org.orgType === 4)
    .map((org) => ({ id: org.id, name: org.orgNameZh, company: adminTables.suppliers.get(org.id) }));

// ---- categories

let categoryByName: Map<string, string> | undefined;
/** A deal category's id: the catalogue category of the same name, or a stable id made from the name. */
function categoryIdOf(name: string): string {
  categoryByName ??= new Map(catalogueTables.categories.all().map((row) => [row.name, row.id]));
  const known = categoryByName.get(name) ?? catalogueTables.categories.all().find((row) => row.name === name)?.id;
  if (known) return known;
  let hash = 7;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_000_007;
  return `c${hash}`;
}

/** Whether a deal category name falls under the category asked for (its subtree in the catalogue). */
export function categoryFilter(categoryId: unknown): (name: string) => boolean {
  const id = text(categoryId);
  if (!id) return () => true;
  const names = new Set(
    [...subtree(id)].map((each) => catalogueTables.categories.get(each)?.name).filter((name) => name !== undefined),
  );
  return (name) => names.has(name) || categoryIdOf(name) === id;
}

// ---- the data cockpit

export function monthsBack(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(year, month - 1 - (count - 1 - index), 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
}

const saving = (rows: readonly Deal[]) =>
  sum(
    rows.flatMap((deal) => deal.lines),
    (line) => Math.max(0, ((line.referencePrice ?? line.unitPrice) - line.unitPrice) * line.quantity),
  );

function cockpit(query: Query): Entity<'DataCockpit'> {
  const orgId = text(query.orgId);
  const all = deals({ ...(orgId ? { orgId } : {}) });
  const period = all.filter((deal) => between(deal.time, query.startTime, query.endTime));
  const today = formatDate(new Date());
  const todays = all.filter((deal) => deal.time.startsWith(today));
  const months = monthsBack((text(query.endTime) ?? today).slice(0, 7), 12);
  const byMonth = groupBy(all, (deal) => deal.time.slice(0, 7));
  const amounts = (key: (deal: Deal) => string) =>
    new Map([...groupBy(period, key)].map(([name, rows]) => [name, sum(rows, (deal) => deal.amount)]));
  const categoryAmounts = new Map<string, number>();
  for (const line of period.flatMap((deal) => deal.lines))
    categoryAmounts.set(line.categoryName, (categoryAmounts.get(line.categoryName) ?? 0) + line.amount);
  const byChannel = amounts((deal) => deal.channel);
  const total = sum(period, (deal) => deal.amount);
  return {
    totalOrderAmount: total,
    totalOrderCount: period.length,
    todayOrderAmount: sum(todays, (deal) => deal.amount),
    todayOrderCount: todays.length,
    purchaserCount: orgId ? 1 : accountTables.orgs.count((org) => org.orgType === 2 && org.status === 1),
    supplierCount: adminTables.suppliers.count((row) => row.auditStatus === 1),
    goodsCount: catalogueTables.goods.count((goods) => goods.goodsState === 1),
    savingAmount: saving(period),
    monthTrend: months.map((month) => {
      const rows = byMonth.get(month) ?? [];
      return { month, orderAmount: sum(rows, (deal) => deal.amount), orderCount: rows.length };
    }),
    channelShare: channels.map((channel) => {
      const value = byChannel.get(channel) ?? 0;
      return { name: channelName[channel], value, ratio: percent(value, total) };
    }),
    topCategories: ranked(categoryAmounts),
    topSuppliers: ranked(amounts((deal) => deal.supplierName)),
    topPurchasers: ranked(amounts((deal) => deal.orgName)),
    updateTime: now(),
  };
}

// ---- per month

function months(query: Query): Entity<'MonthStatistics'>[] {
  const year = Number(query.year);
  const purchaseType = query.purchaseType as number | undefined;
  const rows = deals({
    startTime: `${year - 1}-12-01`,
    endTime: `${year}-12-31`,
    ...(text(query.orgId) ? { orgId: String(query.orgId) } : {}),
    ...(purchaseType ? { purchaseType } : {}),
  });
  const byMonth = groupBy(rows, (deal) => deal.time.slice(0, 7));
  const amountOf = (month: string) => sum(byMonth.get(month) ?? [], (deal) => deal.amount);
  return monthsBack(`${year}-12`, 12).map((month, index) => {
    const list = byMonth.get(month) ?? [];
    const previous = index === 0 ? `${year - 1}-12` : `${year}-${String(index).padStart(2, '0')}`;
    const before = amountOf(previous);
    const amount = amountOf(month);
    return {
      month,
      purchaseType: (purchaseType ?? 1) as Entity<'MonthStatistics'>['purchaseType'],
      orderCount: list.length,
      orderAmount: amount,
      purchaserCount: new Set(list.map((deal) => deal.orgId)).size,
      supplierCount: new Set(list.map((deal) => deal.supplierId)).size,
      ...(before > 0 ? { momRate: twoDecimals(((amount - before) / before) * 100) } : {}),
    };
  });
}

// ---- after-sale per supplier

const hoursBetween = (from: string, to: string) =>
  (new Date(to.replace(' ', 'T')).getTime() - new Date(from.replace(' ', 'T')).getTime()) / 3_600_000;

function afterSales(query: Query): Entity<'AfterSaleStatistics'>[] {
  const orderCounts = new Map(
    [...groupBy(deals({ startTime: query.startTime, endTime: query.endTime }), (deal) => deal.supplierId)].map(
      ([id, rows]) => [id, rows.filter((deal) => deal.channel === 'direct' || deal.channel === 'agreement').length],
    ),
  );
  const cases = groupBy(
    orderTables.afterSales.all().filter((row) => between(row.createTime, query.startTime, query.endTime)),
    (row) => row.supplierId ?? '',
  );
  const name = text(query.supplierName);
  return suppliers()
    .filter(
      (supplier) => (!name || supplier.name.includes(name)) && (orderCounts.get(supplier.id) || cases.has(supplier.id)),
    )
    .map((supplier) => {
      const rows = cases.get(supplier.id) ?? [];
      const orders = orderCounts.get(supplier.id) ?? 0;
      const handled = rows.filter((row) => row.handleTime);
      return {
        supplierId: supplier.id,
        supplierName: supplier.name,
        orderCount: orders,
        afterSaleCount: rows.length,
        returnCount: rows.filter((row) => row.afterSaleType === 1 || row.afterSaleType === 4).length,
        exchangeCount: rows.filter((row) => row.afterSaleType === 2).length,
        repairCount: rows.filter((row) => row.afterSaleType === 3).length,
        refundAmount: sum(
          rows.filter((row) => row.status === 5),
          (row) => row.refundAmount ?? 0,
        ),
        afterSaleRate: percent(rows.length, orders),
        avgHandleHours: handled.length
          ? twoDecimals(
              sum(handled, (row) => Math.max(0, hoursBetween(row.createTime, row.handleTime ?? row.createTime))) /
                handled.length,
            )
          : 0,
      };
    })
    .sort((a, b) => b.afterSaleCount - a.afterSaleCount || a.supplierName.localeCompare(b.supplierName));
}

// ---- purchases per purchasing unit

function orgPurchases(query: Query): Entity<'OrgPurchaseStatistics'>[] {
  const name = text(query.orgName);
  const byOrg = groupBy(deals({ startTime: query.startTime, endTime: query.endTime }), (deal) => deal.orgId);
  return [...byOrg.values()]
    .filter((rows) => !name || (rows[0]?.orgName ?? '').includes(name))
    .map((rows) => {
      const of = (channel: Channel) =>
        sum(
          rows.filter((deal) => deal.channel === channel),
          (deal) => deal.amount,
        );
      return {
        orgId: rows[0]?.orgId ?? '',
        orgName: rows[0]?.orgName ?? '',
        directAmount: of('direct'),
        agreementAmount: of('agreement'),
        biddingAmount: of('bidding'),
        backhandAmount: of('backhand'),
        sourcingAmount: of('sourcing'),
        auctionAmount: of('auction'),
        totalAmount: sum(rows, (deal) => deal.amount),
        orderCount: rows.length,
      };
    })
    .sort((a, b) => b.totalAmount - a.totalAmount);
}

// ---- final (settled) figures per supplier

function supplierFinals(query: Query): Entity<'SupplierFinalStatistics'>[] {
  const name = text(query.supplierName);
  const wanted = query.supplierType;
  const byId = groupBy(deals({ startTime: query.startTime, endTime: query.endTime }), (deal) => deal.supplierId);
  const inPeriod = (time: string) => between(time, query.startTime, query.endTime);
  const settled = new Set(
    orderTables.accountOrders
      .all()
      .filter((link) => orderTables.accounts.get(link.accountId)?.status === 4)
      .map((link) => link.id),
  );
  const orders = groupBy(
    orderTables.orders.all().filter((order) => inPeriod(order.createTime)),
    (order) => order.supplierId,
  );
  const cases = groupBy(
    orderTables.afterSales.all().filter((row) => inPeriod(row.createTime)),
    (row) => row.supplierId ?? '',
  );
  const scores = groupBy(platformTables.supplierScores.all(), (row) => row.supplierId);
  return suppliers()
    .filter(
      (supplier) => (!name || supplier.name.includes(name)) && (!wanted || supplier.company?.supplierType === wanted),
    )
    .map((supplier) => {
      const own = orders.get(supplier.id) ?? [];
      const deal = sum(byId.get(supplier.id) ?? [], (row) => row.amount);
      const paid = sum(
        own.filter((order) => settled.has(order.id)),
        (order) => order.totalPrice,
      );
      const latest = [...(scores.get(supplier.id) ?? [])].sort(
        (a, b) => b.scoreYear - a.scoreYear || (b.scoreQuarter ?? 0) - (a.scoreQuarter ?? 0),
      )[0];
      const kind = supplier.company?.supplierType;
      return {
        supplierId: supplier.id,
        supplierName: supplier.name,
        ...(kind ? { supplierType: kind } : {}),
        orderCount: own.filter((order) => order.status === 6 || order.status === 7).length,
        dealAmount: deal,
        settledAmount: paid,
        unsettledAmount: twoDecimals(Math.max(0, deal - paid)),
        afterSaleCount: (cases.get(supplier.id) ?? []).length,
        ...(latest ? { score: latest.totalScore } : {}),
      };
    })
    .sort((a, b) => b.dealAmount - a.dealAmount);
}

// ---- purchases per category

function purchaseCategories(query: Query): Entity<'PurchaseCategoryStatistics'>[] {
  const inCategory = categoryFilter(query.categoryId);
  const rows = deals({
    startTime: query.startTime,
    endTime: query.endTime,
    ...(text(query.orgId) ? { orgId: String(query.orgId) } : {}),
  });
  const lines = rows.flatMap((deal) => deal.lines.map((line) => ({ deal, line })));
  const total = sum(lines, ({ line }) => line.amount);
  return [...groupBy(lines, ({ line }) => line.categoryName)]
    .filter(([name]) => inCategory(name))
    .map(([name, list]) => {
      const amount = sum(list, ({ line }) => line.amount);
      return {
        categoryId: categoryIdOf(name),
        categoryName: name,
        orderCount: new Set(list.map(({ deal }) => deal.id)).size,
        quantity: twoDecimals(list.reduce((count, { line }) => count + line.quantity, 0)),
        amount,
        ratio: percent(amount, total),
      };
    })
    .sort((a, b) => b.amount - a.amount);
}

// ---- goods listed per category

function categoryItems(query: Query): Entity<'CategoryItemsStatistics'>[] {
  const wanted = text(query.categoryId) ? subtree(String(query.categoryId)) : undefined;
  const sold = groupBy(
    deals({ startTime: query.startTime, endTime: query.endTime }).flatMap((deal) => deal.lines),
    (line) => line.categoryName,
  );
  const goods = groupBy(
    catalogueTables.goods.all().filter((row) => !wanted || wanted.has(row.categoryId)),
    (row) => row.categoryId,
  );
  return [...goods]
    .map(([categoryId, rows]) => {
      const categoryName = catalogueTables.categories.get(categoryId)?.name ?? rows[0]?.categoryName ?? '';
      return {
        categoryId,
        categoryName,
        itemCount: rows.length,
        onShelfCount: rows.filter((row) => row.goodsState === 1).length,
        supplierCount: new Set(rows.map((row) => row.supplierId)).size,
        dealItemCount: new Set((sold.get(categoryName) ?? []).map((line) => line.goodsName)).size,
      };
    })
    .sort((a, b) => b.itemCount - a.itemCount || a.categoryName.localeCompare(b.categoryName));
}

// ---- quotations and participation per supplier

const projectTypeOf: Record<number, number> = { 2: 1, 3: 2, 5: 3 };

/** What each supplier did in projects and inquiries in the period (optionally in one channel). */
function participation(query: Query) {
  const purchaseType = query.purchaseType as number | undefined;
  const inPeriod = (time: string | undefined) => between(time, query.startTime, query.endTime);
  const projectWanted = (type: number) =>
    purchaseType === undefined
      ? true
      : purchaseType !== 1 && purchaseType !== 4 && projectTypeOf[purchaseType] === type;
  const sourcingWanted = purchaseType === undefined || purchaseType === 4;
  const projects = projectTables.projects
    .all()
    .filter((row) => row.status >= 3 && projectWanted(row.projectType) && inPeriod(row.createTime));
  const projectIds = new Set(projects.map((row) => row.id));
  const sourcings = sourcingWanted
    ? projectTables.sourcings.all().filter((row) => row.status >= 3 && inPeriod(row.createTime))
    : [];
  const sourcingIds = new Set(sourcings.map((row) => row.id));
  const bids = groupBy(
    projectTables.bids.all().filter((bid) => projectIds.has(bid.projectId)),
    (bid) => bid.supplierId,
  );
  const quotes = groupBy(
    projectTables.sourcingQuotes.all().filter((quote) => sourcingIds.has(quote.sourcingId)),
    (quote) => quote.supplierId,
  );
  const certificates = groupBy(
    projectTables.certificates.all().filter((row) => projectIds.has(row.projectId)),
    (row) => row.supplierId,
  );
  const wins = groupBy(
    projectTables.picketages
      .all()
      .filter((row) => projectIds.has(row.projectId) && row.status !== 2 && row.status !== 4),
    (row) => row.supplierId,
  );
  return suppliers().map((supplier) => {
    const ownBids = bids.get(supplier.id) ?? [];
    const ownQuotes = quotes.get(supplier.id) ?? [];
    const joined = certificates.get(supplier.id) ?? [];
    const joinedOf = (type: number) =>
      new Set(joined.filter((row) => row.projectType === type).map((row) => row.projectId)).size;
    const times = [...ownBids.map((bid) => bid.bidTime), ...ownQuotes.map((quote) => quote.quoteTime)].sort();
    return {
      supplier,
      invited: projects.length + sourcings.filter((row) => openTo(row, supplier.id)).length,
      quoted: new Set(ownBids.map((bid) => bid.projectId)).size + ownQuotes.length,
      won: (wins.get(supplier.id) ?? []).length + ownQuotes.filter((quote) => quote.status === 2).length,
      bidding: joinedOf(1),
      backhand: joinedOf(2),
      auction: joinedOf(3),
      sourcing: ownQuotes.length,
      lastTime: times.at(-1),
    };
  });
}

function supplierQuotes(query: Query): Entity<'SupplierQuoteStatistics'>[] {
  const name = text(query.supplierName);
  return participation(query)
    .filter((row) => !name || row.supplier.name.includes(name))
    .map((row) => ({
      supplierId: row.supplier.id,
      supplierName: row.supplier.name,
      invitedCount: row.invited,
      quoteCount: row.quoted,
      winCount: row.won,
      quoteRate: percent(row.quoted, row.invited),
      winRate: percent(row.won, row.quoted),
      ...(row.lastTime ? { lastQuoteTime: row.lastTime } : {}),
    }))
    .sort((a, b) => b.quoteCount - a.quoteCount || a.supplierName.localeCompare(b.supplierName));
}

function supplierJoins(query: Query): Entity<'SupplierJoinStatistics'>[] {
  const name = text(query.supplierName);
  return participation(query)
    .filter((row) => !name || row.supplier.name.includes(name))
    .map((row) => ({
      supplierId: row.supplier.id,
      supplierName: row.supplier.name,
      biddingJoinCount: row.bidding,
      backhandJoinCount: row.backhand,
      sourcingJoinCount: row.sourcing,
      auctionJoinCount: row.auction,
      totalJoinCount: row.bidding + row.backhand + row.sourcing + row.auction,
      winCount: row.won,
    }))
    .sort((a, b) => b.totalJoinCount - a.totalJoinCount || a.supplierName.localeCompare(b.supplierName));
}

type Cockpit = Entity<'DataCockpit'>;
const cockpitColumns: Columns<[string, unknown]> = [
  ['指标', (row) => row[0]],
  ['数值', (row) => row[1]],
];
function cockpitRows(figures: Cockpit): [string, unknown][] {
  return [
    ['成交金额（元）', figures.totalOrderAmount],
    ['成交笔数', figures.totalOrderCount],
    ['今日成交金额（元）', figures.todayOrderAmount],
    ['今日成交笔数', figures.todayOrderCount],
    ['采购单位数', figures.purchaserCount],
    ['供应商数', figures.supplierCount],
    ['上架商品数', figures.goodsCount],
    ['节约金额（元）', figures.savingAmount],
    ...figures.monthTrend.map((row): [string, unknown] => [`${row.month} 成交金额（元）`, row.orderAmount]),
    ...figures.channelShare.map((row): [string, unknown] => [`${row.name}成交金额（元）`, row.value]),
    ...figures.topCategories.map((row): [string, unknown] => [`品类：${row.name}（元）`, row.value]),
    ...figures.topSuppliers.map((row): [string, unknown] => [`供应商：${row.name}（元）`, row.value]),
    ['统计时间', figures.updateTime],
  ];
}

export const reportHandlers: Handlers = {
  ...defineHandlers({
    queryDataCockpit: ({ input }) => cockpit((input.query ?? {}) as Query),
    exportDataCockpit: ({ input }) => {
      return xlsxExport('数据驾驶舱', cockpitColumns, cockpitRows(cockpit((input.query ?? {}) as Query)));
    },
    listMonthStatistics: ({ input }) => {
      return months(input.query as Query);
    },
    exportMonthStatistics: ({ input }) => {
      return xlsxExport<Entity<'MonthStatistics'>>(
        `月度采购统计_${input.query.year}`,
        [
          ['月份', (row) => row.month],
          [
            '采购方式',
            (row) => (input.query.purchaseType ? monthStatisticsPurchaseTypeLabels[row.purchaseType] : '全部'),
          ],
          ['成交笔数', (row) => row.orderCount],
          ['成交金额（元）', (row) => row.orderAmount],
          ['采购单位数', (row) => row.purchaserCount ?? 0],
          ['供应商数', (row) => row.supplierCount ?? 0],
          ['环比（%）', (row) => row.momRate ?? ''],
        ],
        months(input.query as Query),
      );
    },
  }),
  ...report<Entity<'AfterSaleStatistics'>>(
    'pageAfterSaleStatistics',
    'exportAfterSaleStatistics',
    '售后统计',
    afterSales,
    [
      ['供应商', (row) => row.supplierName],
      ['订单数', (row) => row.orderCount],
      ['售后数', (row) => row.afterSaleCount],
      ['退货数', (row) => row.returnCount ?? 0],
      ['换货数', (row) => row.exchangeCount ?? 0],
      ['维修数', (row) => row.repairCount ?? 0],
      ['退款金额（元）', (row) => row.refundAmount],
      ['售后率（%）', (row) => row.afterSaleRate],
      ['平均处理时长（小时）', (row) => row.avgHandleHours ?? 0],
    ],
  ),
  ...report<Entity<'OrgPurchaseStatistics'>>(
    'pageOrgPurchaseStatistics',
    'exportOrgPurchaseStatistics',
    '单位采购统计',
    orgPurchases,
    [
      ['采购单位', (row) => row.orgName],
      ['直购金额（元）', (row) => row.directAmount],
      ['协议采购金额（元）', (row) => row.agreementAmount ?? 0],
      ['竞价金额（元）', (row) => row.biddingAmount],
      ['反拍金额（元）', (row) => row.backhandAmount],
      ['寻源金额（元）', (row) => row.sourcingAmount],
      ['拍卖金额（元）', (row) => row.auctionAmount],
      ['合计（元）', (row) => row.totalAmount],
      ['成交笔数', (row) => row.orderCount],
    ],
  ),
  ...report<Entity<'SupplierFinalStatistics'>>(
    'pageSupplierFinalStatistics',
    'exportSupplierFinalStatistics',
    '供应商成交结算统计',
    supplierFinals,
    [
      ['供应商', (row) => row.supplierName],
      ['类型', (row) => (row.supplierType ? supplierTypeLabels[row.supplierType] : '')],
      ['完成订单数', (row) => row.orderCount],
      ['成交金额（元）', (row) => row.dealAmount],
      ['已结算（元）', (row) => row.settledAmount],
      ['未结算（元）', (row) => row.unsettledAmount],
      ['售后数', (row) => row.afterSaleCount ?? 0],
      ['评分', (row) => row.score ?? ''],
    ],
  ),
  ...report<Entity<'PurchaseCategoryStatistics'>>(
    'pagePurchaseCategoryStatistics',
    'exportPurchaseCategoryStatistics',
    '采购品目统计',
    purchaseCategories,
    [
      ['品目', (row) => row.categoryName],
      ['订单数', (row) => row.orderCount],
      ['采购数量', (row) => row.quantity],
      ['采购金额（元）', (row) => row.amount],
      ['占比（%）', (row) => row.ratio],
    ],
  ),
  ...report<Entity<'CategoryItemsStatistics'>>(
    'pageCategoryItemsStatistics',
    'exportCategoryItemsStatistics',
    '品目商品统计',
    categoryItems,
    [
      ['品目', (row) => row.categoryName],
      ['商品数', (row) => row.itemCount],
      ['上架商品数', (row) => row.onShelfCount],
      ['供应商数', (row) => row.supplierCount],
      ['成交商品数', (row) => row.dealItemCount],
    ],
  ),
  ...report<Entity<'SupplierQuoteStatistics'>>(
    'pageSupplierQuoteStatistics',
    'exportSupplierQuoteStatistics',
    '供应商报价统计',
    supplierQuotes,
    [
      ['供应商', (row) => row.supplierName],
      ['受邀数', (row) => row.invitedCount],
      ['报价数', (row) => row.quoteCount],
      ['中标数', (row) => row.winCount],
      ['报价率（%）', (row) => row.quoteRate],
      ['中标率（%）', (row) => row.winRate],
      ['最近报价时间', (row) => row.lastQuoteTime ?? ''],
    ],
  ),
  ...report<Entity<'SupplierJoinStatistics'>>(
    'pageSupplierJoinStatistics',
    'exportSupplierJoinStatistics',
    '供应商参与统计',
    supplierJoins,
    [
      ['供应商', (row) => row.supplierName],
      ['竞价参与数', (row) => row.biddingJoinCount],
      ['反拍参与数', (row) => row.backhandJoinCount],
      ['寻源参与数', (row) => row.sourcingJoinCount],
      ['拍卖参与数', (row) => row.auctionJoinCount],
      ['合计', (row) => row.totalJoinCount],
      ['中标数', (row) => row.winCount],
    ],
  ),
};
