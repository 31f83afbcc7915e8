import {
  createAdminAccount,
  exportAdminAccounts,
  getAccountDetailById,
  getPurchaserAccountPage,
  pageAdminAbleOrders,
  pageAdminAccounts,
  sumAdminAccounts,
} from '@zc/sdk';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reconcilable } from '../src/domains/orders/reconciliation.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

/** Two reconcilable orders of one supplier and one purchaser, and one of another supplier. */
function pickOrders() {
  const able = t.orders.all().filter(reconcilable);
  const [first] = able;
  const same = able.filter((o) => o.supplierId === first?.supplierId && o.purchaserId === first?.purchaserId);
  const other = able.find((o) => o.supplierId !== first?.supplierId && o.purchaserId === first?.purchaserId);
  if (!first || same.length < 2 || !other) throw new Error('the seed holds reconcilable orders of two suppliers');
  return { pair: same.slice(0, 2), other };
}

describe('statements of the administrator', () => {
  it('generates a platform-managed statement that takes its orders out of every later one', async () => {
    await login('admin');
    const { pair } = pickOrders();
    const orderIds = pair.map((order) => order.id);
    const account = await createAdminAccount({ body: { side: 2, orderIds } });
    const setting = platformTables.sysAccounts.all().find((row) => row.orgId === pair[0]?.purchaserId);
    expect(account).toMatchObject({
      side: 2,
      status: 0,
      orderCount: 2,
      supplierId: pair[0]?.supplierId,
      purchaserId: pair[0]?.purchaserId,
      totalAmount: Math.round(((pair[0]?.totalPrice ?? 0) + (pair[1]?.totalPrice ?? 0)) * 100) / 100,
      ...(setting?.status === 1 && { paymentTerm: `对账确认后${setting.accountDays}日内付款` }),
    });
    expect((await getAccountDetailById({ path: { id: account.id } })).orders?.map((o) => o.id).sort()).toEqual(
      [...orderIds].sort(),
    );

    const able = await pageAdminAbleOrders({ query: { supplierId: pair[0]?.supplierId, pageSize: 500 } });
    expect(able.records.some((order) => orderIds.includes(order.id))).toBe(false);
    await expect(createAdminAccount({ body: { side: 3, orderIds } })).rejects.toMatchObject({
      msg: `订单${pair[0]?.orderNo}已在其他对账单中`,
    });
    const listed = await pageAdminAccounts({ query: { side: 2, accountNo: account.accountNo } });
    expect(listed.records.map((row) => row.id)).toEqual([account.id]);
    expect((await pageAdminAccounts({ query: { side: 1, accountNo: account.accountNo } })).records).toEqual([]);
    // The purchasing unit sees it among its statements.
    await login('caigou01');
    const mine = await getPurchaserAccountPage({ query: { accountNo: account.accountNo } });
    expect(mine.records.map((row) => row.id)).toEqual([account.id]);
  });

  it('refuses orders of two suppliers in one statement, and nothing is taken', async () => {
    await login('admin');
    const { pair, other } = pickOrders();
    const accounts = t.accounts.count();
    await expect(
      createAdminAccount({ body: { side: 1, orderIds: [pair[0]?.id ?? '', other.id] } }),
    ).rejects.toMatchObject({ msg: `订单${other.orderNo}与其他订单不属于同一供应商，不能生成同一张对账单` });
    expect(t.accounts.count()).toBe(accounts);
    expect(t.accountOrders.get(pair[0]?.id ?? '')).toBeUndefined();
  });

  it('sums and exports what a side’s filters give', async () => {
    await login('admin');
    const query = { side: 1 as const, status: 0 as const };
    const rows = (await pageAdminAccounts({ query: { ...query, pageSize: 500 } })).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.side === 1 && row.status === 0)).toBe(true);
    const sums = await sumAdminAccounts({ query });
    expect(sums).toEqual({
      accountCount: rows.length,
      totalAmount: Math.round(rows.reduce((sum, row) => sum + row.totalAmount, 0) * 100) / 100,
    });
    const { blob } = await exportAdminAccounts({ query });
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheet.match(/<row /g)?.length).toBe(rows.length + 1);
  });

  it('refuses the statement calls to every other role, with nothing changed', async () => {
    const { pair } = pickOrders();
    const accounts = t.accounts.all();
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      const orderIds = pair.map((order) => order.id);
      await expect(createAdminAccount({ body: { side: 1, orderIds } })).rejects.toMatchObject({ status: 403 });
      await expect(pageAdminAccounts({ query: { side: 1 } })).rejects.toMatchObject({ status: 403 });
      await expect(sumAdminAccounts({ query: { side: 1 } })).rejects.toMatchObject({ status: 403 });
      await expect(pageAdminAbleOrders({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.accounts.all()).toEqual(accounts);
    expect(pair.every((order) => !t.accountOrders.get(order.id))).toBe(true);
  });
});
