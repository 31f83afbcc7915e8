import { pageSettlementAccounts, updateSettlementAccount } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

const form = () => ({
  orgId: seededOrgs.supplier,
  side: 1 as const,
  bankName: '中国工商银行济南历下支行',
  bankAccountName: '北京晨曦办公用品有限公司',
  bankAccount: '6222021602001234567',
  settleCycle: 2 as const,
  accountDays: 45,
});

describe('settlement accounts', () => {
  it('lists every organisation of a side, with the default term until the administrator sets one', async () => {
    await login('admin');
    const suppliers = accountTables.orgs.all().filter((org) => org.orgType === 4);
    const page = await pageSettlementAccounts({ query: { side: 1, pageSize: 500 } });
    expect(page.total).toBe(suppliers.length);
    const unset = accountTables.orgs.all().find((org) => org.orgType === 2 && !t.settlementAccounts.get(org.id));
    if (!unset) throw new Error('the seed leaves a purchasing unit without a settlement account');
    const buyers = await pageSettlementAccounts({ query: { side: 2, orgName: unset.orgNameZh } });
    expect(buyers.records[0]).toEqual({
      orgId: unset.id,
      orgName: unset.orgNameZh,
      side: 2,
      accountDays: 30,
      settleCycle: 1,
    });

    const saved = await updateSettlementAccount({ body: form() });
    expect(saved).toMatchObject({ ...form(), orgName: accountTables.orgs.get(seededOrgs.supplier)?.orgNameZh });
    const again = await updateSettlementAccount({ body: { ...form(), accountDays: 60 } });
    const listed = await pageSettlementAccounts({ query: { side: 1, orgName: saved.orgName } });
    expect(listed.records).toEqual([again]);
  });

  it('refuses a term out of bounds, a malformed account and an organisation of the other side', async () => {
    await login('admin');
    const before = t.settlementAccounts.get(seededOrgs.supplier);
    await expect(updateSettlementAccount({ body: { ...form(), accountDays: 366 } })).rejects.toMatchObject({
      status: 400,
      msg: '参数错误：accountDays 不能大于 365',
    });
    await expect(updateSettlementAccount({ body: { ...form(), accountDays: -1 } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(updateSettlementAccount({ body: { ...form(), bankAccount: '6222-0216' } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(updateSettlementAccount({ body: { ...form(), side: 2 } })).rejects.toMatchObject({
      msg: '采购单位不存在或已删除',
    });
    expect(t.settlementAccounts.get(seededOrgs.supplier)).toEqual(before);
  });

  it('refuses the accounts to every other role, with nothing changed', async () => {
    const before = t.settlementAccounts.all();
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      await expect(updateSettlementAccount({ body: form() })).rejects.toMatchObject({ status: 403 });
      await expect(pageSettlementAccounts({ query: { side: 1 } })).rejects.toMatchObject({ status: 403 });
    }
    expect(t.settlementAccounts.all()).toEqual(before);
  });
});
