// Statistics, charts and workbenches are sums over the seeded tables, and follow what the other calls change.
import {
  confirmPicketageResult,
  exportOrgPurchaseStatistics,
  listMonthStatistics,
  listOrdersToCheck,
  listPurchasePlansToCheck,
  pageAfterSaleStatistics,
  pageOrgPurchaseStatistics,
  pagePurchaseCategoryStatistics,
  pageSupplierFinalStatistics,
  pageTodoTasks,
  queryAdminWorkBench,
  queryDataCockpit,
  queryPurchaserWorkBench,
  selectDealMaterialBar,
  selectDealPriceApply,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables } from '../src/tables/orders.ts';
import { projectTables } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession('admin');

const round2 = (value: number) => Math.round(value * 100) / 100;
const liveOrders = () => orderTables.orders.all().filter((order) => order.status >= 2 && order.status <= 7);

describe('statistics', () => {
  it('filters and names suppliers by the supplier’s own kind (1 电商, 2 本地)', async () => {
    const local = await pageSupplierFinalStatistics({ query: { supplierType: 2, page: 1, limit: 100 } });
    expect(local.records.length).toBeGreaterThan(0);
    expect(local.records.every((row) => row.supplierType === 2)).toBe(true);
    expect(local.records.map((row) => row.supplierId)).toContain(seededOrgs.localSupplier);
    const online = await pageSupplierFinalStatistics({ query: { supplierType: 1, page: 1, limit: 100 } });
    expect(online.records.map((row) => row.supplierId)).toContain(seededOrgs.ecommerceSupplier);
  });

  it('counts the mall orders of a year per month, as the orders table has them', async () => {
    const months = await listMonthStatistics({ query: { year: 2026, purchaseType: 1 } });
    expect(months.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const orders = liveOrders().filter((order) => order.createTime.startsWith('2026'));
    expect(months.reduce((sum, row) => sum + row.orderCount, 0)).toBe(orders.length);
    expect(round2(months.reduce((sum, row) => sum + row.orderAmount, 0))).toBeCloseTo(
      round2(orders.reduce((sum, order) => sum + order.totalPrice, 0)),
      1,
    );
  });

  it('adds a bidding deal to the purchasing unit once the winning supplier confirms it', async () => {
    const row = async () =>
      (await pageOrgPurchaseStatistics({ query: { page: 1, limit: 10 } })).records.find(
        (r) => r.orgId === seededOrgs.purchaser,
      );
    const before = await row();
    const pending = projectTables.picketages
      .all()
      .find(
        (p) =>
          p.status === 0 &&
          p.supplierId === seededOrgs.supplier &&
          projectTables.projects.get(p.projectId)?.projectType === 1,
      );
    await login('gys01');
    await confirmPicketageResult({ body: { projectId: pending?.projectId ?? '', picketageId: pending?.id ?? '' } });
    await login('admin');
    const after = await row();
    expect(after?.biddingAmount).toBeCloseTo((before?.biddingAmount ?? 0) + (pending?.dealAmount ?? 0), 2);
    expect(after?.orderCount).toBe((before?.orderCount ?? 0) + 1);
    const file = await exportOrgPurchaseStatistics({ query: {} });
    const bytes = new Uint8Array(await (file as unknown as { blob: Blob }).blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  it('counts after-sale cases per supplier in the period', async () => {
    const page = await pageAfterSaleStatistics({
      query: { startTime: '2025-01-01', endTime: '2026-12-31', page: 1, limit: 50 },
    });
    const gys01 = page.records.find((row) => row.supplierId === seededOrgs.supplier);
    expect(gys01?.afterSaleCount).toBe(orderTables.afterSales.count((row) => row.supplierId === seededOrgs.supplier));
    expect(gys01?.afterSaleRate).toBeCloseTo((100 * (gys01?.afterSaleCount ?? 0)) / (gys01?.orderCount ?? 1), 1);
  });

  it('shares the purchases out over categories, adding up to 100 %', async () => {
    const page = await pagePurchaseCategoryStatistics({ query: { page: 1, limit: 500 } });
    expect(page.total).toBeGreaterThan(5);
    expect(page.records).toHaveLength(page.total);
    expect(page.records.reduce((sum, row) => sum + row.ratio, 0)).toBeCloseTo(100, 0);
  });

  it('answers the cockpit with the goods on shelf and the channels’ shares', async () => {
    const cockpit = await queryDataCockpit({ query: {} });
    expect(cockpit.goodsCount).toBe(catalogueTables.goods.count((goods) => goods.goodsState === 1));
    expect(cockpit.channelShare.map((row) => row.name)).toEqual(['直购', '协议', '竞价', '反拍', '寻源', '拍卖']);
    expect(round2(cockpit.channelShare.reduce((sum, row) => sum + row.value, 0))).toBeCloseTo(
      cockpit.totalOrderAmount,
      0,
    );
    expect(cockpit.monthTrend).toHaveLength(12);
  });

  it('are the platform’s figures, the deal charts the purchasers’ too: a supplier is refused', async () => {
    await login('gys01');
    await expect(pageOrgPurchaseStatistics({ query: { page: 1, limit: 10 } })).rejects.toMatchObject({
      status: 403,
      msg: '无权访问该功能：仅限平台管理员使用',
    });
    await expect(selectDealMaterialBar({ query: {} })).rejects.toMatchObject({
      status: 403,
      msg: '无权访问该功能：仅限平台管理员、采购人（采购员、项目经理、审批人、财务）使用',
    });
  });

  it('charts the deals of a material per supplier, with its price reference', async () => {
    const material = catalogueTables.materials.all().find((row) => row.materialName === '劳保用品');
    const query = { materialName: '劳保用品' };
    const bar = await selectDealMaterialBar({ query });
    expect(bar.categories.length).toBeGreaterThan(0);
    const price = await selectDealPriceApply({ query: material ? { materialId: material.id } : query });
    expect(price.dealCount).toBeGreaterThan(0);
    expect(price.minPrice).toBeLessThanOrEqual(price.avgPrice);
    expect(price.avgPrice).toBeLessThanOrEqual(price.maxPrice);
  });
});

describe('workbenches', () => {
  it('gives the administrator today’s orders and the suppliers waiting for review', async () => {
    const bench = await queryAdminWorkBench();
    const count = (key: string) => [...bench.counts, ...bench.todos].find((entry) => entry.key === key)?.count ?? 0;
    expect(count('goodsToReview')).toBe(catalogueTables.goods.count((goods) => goods.goodsState === 3));
    expect(count('failedOrders')).toBe(orderTables.interfaceErrs.count((row) => row.flag === 0));
  });

  it('gives the purchaser its cart and orders to receive, and refuses a supplier', async () => {
    await login('caigou01');
    const bench = await queryPurchaserWorkBench();
    expect(bench.orgName).toBe('华北能源集团物资有限公司');
    expect(bench.todos.every((entry) => entry.count > 0)).toBe(true);
    await login('gys01');
    await expect(queryPurchaserWorkBench()).rejects.toMatchObject({ status: 403, code: 403 });
  });

  it.each(['shenpi01', 'xiangmu01'])('gives %s the counts of the lists its to-dos open', async (account) => {
    await login(account);
    const { todos } = await queryPurchaserWorkBench();
    const count = (key: string) => todos.find((entry) => entry.key === key)?.count ?? 0;
    const everything = { pageNum: 1, pageSize: 1 };
    expect({ orders: count('ordersToApprove'), plans: count('plansToApprove'), tasks: count('tasksToDo') }).toEqual({
      orders: (await listOrdersToCheck({ query: everything })).total,
      plans: (await listPurchasePlansToCheck({ query: everything })).total,
      tasks: (await pageTodoTasks({ query: { page: 1, limit: 1 } })).total,
    });
  });

  it('counts for the purchaser the payments waiting for its organisation’s finance', async () => {
    await login('caiwu01');
    const bench = await queryPurchaserWorkBench();
    const waiting = orderTables.contractPayments.count(
      (row) => row.status === 0 && row.purchaserId === seededOrgs.purchaser,
    );
    expect(bench.counts.find((entry) => entry.key === 'paymentsToConfirm')).toMatchObject({
      label: '待确认付款',
      routePath: '/purchaser-payment-confirm',
      count: waiting,
    });
  });
});
