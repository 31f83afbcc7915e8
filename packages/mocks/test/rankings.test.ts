// The goods ranking, the deal lines and the e-commerce trend are sums over the live tables: a project decided shows
// in them at once, and each agrees with the tables it reads.
import {
  confirmPicketageResult,
  exportDealLines,
  listEshopTrend,
  pageDealLines,
  pageGoodsTurnoverRanking,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { adminTables } from '../src/tables/admin.ts';
import { orderTables } from '../src/tables/orders.ts';
import { projectTables } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession('admin');

const all = { page: 1, limit: 500 };
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A bidding result waiting for the seeded supplier's confirmation, with goods lines. */
const pendingResult = () =>
  projectTables.picketages
    .all()
    .find(
      (row) =>
        row.status === 0 &&
        row.supplierId === seededOrgs.supplier &&
        (row.goods ?? []).length > 0 &&
        projectTables.projects.get(row.projectId)?.projectType === 1,
    );

describe('rankings and deal lines', () => {
  it('add a bidding project’s goods once the winning supplier confirms the result', async () => {
    const result = pendingResult();
    const line = result?.goods?.[0];
    expect(line).toBeDefined();
    const goodsName = line?.goodsName ?? '';
    const goodsRow = async () =>
      (await pageGoodsTurnoverRanking({ query: { goodsName, ...all } })).records.find(
        (row) => row.goodsName === goodsName,
      );
    const lines = async () => (await pageDealLines({ query: { goodsName, purchaseType: 2, ...all } })).total;
    const before = { row: await goodsRow(), lines: await lines() };

    await login('gys01');
    await confirmPicketageResult({ body: { projectId: result?.projectId ?? '', picketageId: result?.id ?? '' } });
    await login('admin');

    const added = (result?.goods ?? []).filter((each) => each.goodsName === goodsName);
    const after = await goodsRow();
    expect(await lines()).toBe(before.lines + added.length);
    expect(after?.amount).toBeCloseTo(
      (before.row?.amount ?? 0) + added.reduce((sum, each) => sum + each.dealTotalPrice, 0),
      2,
    );
    expect(after?.dealCount).toBe((before.row?.dealCount ?? 0) + 1);
  });

  it('ranks the goods by amount, and the ranking adds up to the deal lines', async () => {
    const query = { startTime: '2025-01-01', endTime: '2026-12-31', purchaseType: 2 as const };
    const ranking = (await pageGoodsTurnoverRanking({ query: { ...query, ...all } })).records;
    expect(ranking.length).toBeGreaterThan(0);
    expect(ranking.map((row) => row.rank)).toEqual(ranking.map((_, index) => index + 1));
    const amounts = ranking.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const page = await pageDealLines({ query: { ...query, ...all } });
    expect(page.total).toBe(page.records.length);
    const lines = page.records;
    expect(round2(ranking.reduce((sum, row) => sum + row.amount, 0))).toBeCloseTo(
      round2(lines.reduce((sum, row) => sum + row.amount, 0)),
      1,
    );
  });

  it('lists the deal lines of the mall orders as the order lines have them, and exports them as xlsx', async () => {
    const live = orderTables.orders.all().filter((order) => order.status >= 2 && order.status <= 7);
    const ids = new Set(live.map((order) => order.id));
    expect((await pageDealLines({ query: { purchaseType: 1, ...all } })).total).toBe(
      orderTables.orderDetails.count((row) => ids.has(row.orderId)),
    );
    const file = await exportDealLines({ query: { purchaseType: 1 } });
    const bytes = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('sums the e-commerce suppliers’ orders per month of the period', async () => {
    const trend = await listEshopTrend({ query: { startTime: '2026-01-01', endTime: '2026-12-31' } });
    expect(trend.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const eshops = new Set(
      adminTables.suppliers
        .all()
        .filter((row) => row.supplierType === 1)
        .map((row) => row.id),
    );
    const orders = orderTables.orders
      .all()
      .filter(
        (order) =>
          eshops.has(order.supplierId) && order.status >= 2 && order.status <= 7 && order.createTime.startsWith('2026'),
      );
    const projectDeals = projectTables.picketages
      .all()
      .filter((row) => eshops.has(row.supplierId) && (row.status === 1 || row.status === 3))
      .filter((row) => row.picketageTime.startsWith('2026')).length;
    const sourcingDeals = projectTables.sourcingOrders
      .all()
      .filter((row) => eshops.has(row.supplierId) && row.status !== 5 && row.createTime.startsWith('2026')).length;
    expect(trend.reduce((sum, row) => sum + row.orderCount, 0)).toBe(orders.length + projectDeals + sourcingDeals);
  });
});
