// The figures the documents name only by their pages: the goods ranked by turnover, every deal line (traded items) and
// the e-commerce trend. Each is a function of the deals in the live tables (deals.ts), so an order placed or a project
// decided shows on the next load.

import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains } from '../../engine/paging.ts';
import { formatDate } from '../../engine/random.ts';
import { adminTables } from '../../tables/admin.ts';
import { deals, groupBy, purchaseTypeOf, sum } from './deals.ts';
import { monthsBack, type Query, report } from './reports.ts';

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The ids of the suppliers of one kind (1 e-commerce, 2 local). */
const suppliersOfType = (supplierType: number) =>
  new Set(
    adminTables.suppliers
      .all()
      .filter((row) => row.supplierType === supplierType)
      .map((row) => row.id),
  );

/** Every deal line matching the query (period, unit, channel, kind of supplier, supplier, goods name), newest first. */
function dealLines(query: Query): Entity<'DealLineRow'>[] {
  const orgId = textOf(query.orgId);
  const supplierName = textOf(query.supplierName);
  const purchaseType = query.purchaseType as number | undefined;
  const ofType = query.supplierType === undefined ? undefined : suppliersOfType(query.supplierType as number);
  return deals({
    startTime: query.startTime,
    endTime: query.endTime,
    ...(orgId ? { orgId } : {}),
    ...(purchaseType ? { purchaseType } : {}),
    ...(supplierName ? { supplierName } : {}),
  })
    .filter((deal) => !ofType || ofType.has(deal.supplierId))
    .reverse()
    .flatMap((deal) =>
      deal.lines
        .map((line, index) => ({
          id: `${deal.id}-${index + 1}`,
          dealNo: deal.no,
          dealTime: deal.time,
          purchaseType: purchaseTypeOf[deal.channel],
          orgName: deal.orgName,
          supplierName: deal.supplierName,
          goodsName: line.goodsName,
          categoryName: line.categoryName,
          ...(line.unit ? { unit: line.unit } : {}),
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          amount: line.amount,
        }))
        .filter((line) => contains(line.goodsName, textOf(query.goodsName))),
    );
}

/** The goods of the deal lines, largest amount first. */
function goodsTurnover(query: Query): Entity<'GoodsTurnover'>[] {
  return [...groupBy(dealLines(query), (line) => line.goodsName)]
    .map(([goodsName, lines]) => {
      const quantity = twoDecimals(lines.reduce((total, line) => total + line.quantity, 0));
      const amount = sum(lines, (line) => line.amount);
      return {
        goodsName,
        categoryName: lines[0]?.categoryName ?? '',
        dealCount: new Set(lines.map((line) => line.dealNo)).size,
        quantity,
        amount,
        ...(quantity > 0 ? { avgPrice: twoDecimals(amount / quantity) } : {}),
        supplierCount: new Set(lines.map((line) => line.supplierName)).size,
      };
    })
    .sort((a, b) => b.amount - a.amount || a.goodsName.localeCompare(b.goodsName))
    .map((row, index) => ({ rank: index + 1, ...row }));
}

/** Months from the period's start (or a year before its end) to its end, at most the last 24. */
function periodMonths(query: Query): string[] {
  const last = (query.endTime ?? formatDate(new Date())).slice(0, 7);
  const first = query.startTime?.slice(0, 7);
  const [y1, m1] = (first ?? '').split('-').map(Number);
  const [y2, m2] = last.split('-').map(Number);
  const span = first ? ((y2 ?? 0) - (y1 ?? 0)) * 12 + ((m2 ?? 0) - (m1 ?? 0)) + 1 : 12;
  return monthsBack(last, Math.min(24, Math.max(1, span)));
}

/** The deals of e-commerce suppliers per month of the period. */
function eshopTrend(query: Query): Entity<'EshopTrend'>[] {
  const eshops = suppliersOfType(1);
  const supplierName = textOf(query.supplierName);
  const months = periodMonths(query);
  const rows = deals({
    startTime: `${months[0]}-01`,
    endTime: query.endTime,
    ...(supplierName ? { supplierName } : {}),
  }).filter((deal) => eshops.has(deal.supplierId));
  const byMonth = groupBy(rows, (deal) => deal.time.slice(0, 7));
  return months.map((month) => {
    const list = byMonth.get(month) ?? [];
    return {
      month,
      orderCount: list.length,
      orderAmount: sum(list, (deal) => deal.amount),
      supplierCount: new Set(list.map((deal) => deal.supplierId)).size,
    };
  });
}

const purchaseTypeName = { 1: '直购', 2: '竞价', 3: '反拍', 4: '在线寻源', 5: '拍卖' } as const;

export const rankingHandlers = {
  ...report<Entity<'GoodsTurnover'>>(
    'pageGoodsTurnoverRanking',
    'exportGoodsTurnoverRanking',
    '商品成交排行',
    goodsTurnover,
    [
      ['排名', (row) => row.rank],
      ['商品名称', (row) => row.goodsName],
      ['品目', (row) => row.categoryName],
      ['成交笔数', (row) => row.dealCount],
      ['成交数量', (row) => row.quantity],
      ['成交金额（元）', (row) => row.amount],
      ['均价（元）', (row) => row.avgPrice ?? ''],
      ['供应商数', (row) => row.supplierCount],
    ],
  ),
  ...report<Entity<'DealLineRow'>>('pageDealLines', 'exportDealLines', '成交商品明细', dealLines, [
    ['成交单号', (row) => row.dealNo],
    ['成交时间', (row) => row.dealTime],
    ['采购方式', (row) => purchaseTypeName[row.purchaseType]],
    ['采购单位', (row) => row.orgName],
    ['供应商', (row) => row.supplierName],
    ['商品名称', (row) => row.goodsName],
    ['品目', (row) => row.categoryName],
    ['单位', (row) => row.unit ?? ''],
    ['数量', (row) => row.quantity],
    ['单价（元）', (row) => row.unitPrice],
    ['金额（元）', (row) => row.amount],
  ]),
  ...defineHandlers({ listEshopTrend: ({ input }) => eshopTrend(input.query ?? {}) }),
};
