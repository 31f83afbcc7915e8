// The goods ranking, the deal lines, the e-commerce trend and the sign-ins are sums over the live tables: a project
// decided or a sign-in shows in them at once, and each agrees with the tables it reads.
import {
  confirmPicketageResult,
  exportDealLines,
  exportSignIns,
  listEshopTrend,
  listSignInTrend,
  pageDealLines,
  pageGoodsTurnoverRanking,
  pageSignIns,
  signIn,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { formatDate } from '../src/engine/random.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { adminTables } from '../src/tables/admin.ts';
import { orderTables } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
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

  it('lists only the deal lines of e-commerce suppliers when asked for that kind', async () => {
    const eshops = new Set(
      adminTables.suppliers
        .all()
        .filter((row) => row.supplierType === 1)
        .map((row) => accountTables.orgs.get(row.id)?.orgNameZh),
    );
    const { records } = await pageDealLines({ query: { supplierType: 1, ...all } });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((row) => eshops.has(row.supplierName))).toBe(true);
    const every = (await pageDealLines({ query: all })).records;
    expect(every.some((row) => !eshops.has(row.supplierName))).toBe(true);
  });
});

describe('sign-ins', () => {
  const today = formatDate(new Date());
  const todays = async () => (await listSignInTrend({ query: { startTime: today, endTime: today } }))[0];

  it('logs each sign-in of a known account, refused ones with the reason, newest first with the user’s kind', async () => {
    const before = await todays();
    await login('gys01');
    await expect(signIn({ username: 'caigou01', password: 'wrong' })).rejects.toThrow(
      '用户名或密码错误，还可尝试 4 次',
    );
    await login('admin');

    const { records } = await pageSignIns({ query: { startTime: today, ...all } });
    expect(
      records.slice(0, 3).map(({ userName, userKind, result, errorMsg }) => ({ userName, userKind, result, errorMsg })),
    ).toEqual([
      { userName: 'admin', userKind: 3, result: 1, errorMsg: undefined },
      { userName: 'caigou01', userKind: 1, result: 0, errorMsg: '用户名或密码错误，还可尝试 4 次' },
      { userName: 'gys01', userKind: 2, result: 1, errorMsg: undefined },
    ]);
    expect(records[2]).toMatchObject({ fullName: '孙供应', orgName: expect.any(String) });
    const after = await todays();
    // withSession signed in as admin before the test: that sign-in is in `before` already.
    expect(after).toEqual({
      ...before,
      supplierCount: (before?.supplierCount ?? 0) + 1,
      adminCount: (before?.adminCount ?? 0) + 1,
    });
  });

  it('filters by kind of user and outcome, and exports what it filters as xlsx', async () => {
    const suppliers = await pageSignIns({ query: { userKind: 2, ...all } });
    expect(suppliers.total).toBeGreaterThan(0);
    expect(suppliers.records.every((row) => row.userKind === 2)).toBe(true);
    const refused = await pageSignIns({ query: { result: 0, ...all } });
    expect(refused.records.every((row) => row.result === 0 && row.errorMsg)).toBe(true);
    const file = await exportSignIns({ query: { userKind: 2 } });
    const bytes = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('counts the successful sign-ins per day and kind: the last 30 days by default, at most 92', async () => {
    const month = await listSignInTrend({ query: {} });
    expect(month).toHaveLength(30);
    expect(month.at(-1)?.day).toBe(today);
    const logged = platformTables.sysLogs
      .all()
      .filter((log) => log.logType === 1 && log.result === 1 && log.createTime >= `${month[0]?.day}`);
    expect(month.reduce((sum, day) => sum + day.purchaserCount + day.supplierCount + day.adminCount, 0)).toBe(
      logged.length,
    );
    expect(await listSignInTrend({ query: { startTime: '2025-01-01', endTime: today } })).toHaveLength(92);
  });
});
