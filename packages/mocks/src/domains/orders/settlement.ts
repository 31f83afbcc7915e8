// Settlement accounts (/supplierManage, /buyerManage): the bank account and payment term of every supplier and
// purchasing unit, set by the administrator.

import { type AnyContext, defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, paginate } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { viewerOf } from './scope.ts';

type Account = Entity<'SettlementAccount'>;

/** The organisations of each side: suppliers, purchasing units. */
const orgTypeOf = { 1: 4, 2: 2 } as const;

/** An organisation's account as set, or an empty one with the default term (30 days, monthly). */
const accountOf = (org: Entity<'Org'>, side: Account['side']): Account =>
  t.settlementAccounts.get(org.id)?.account ?? {
    orgId: org.id,
    orgName: org.orgNameZh,
    side,
    settleCycle: 1,
    accountDays: 30,
  };

const banks = ['中国工商银行济南历下支行', '中国建设银行北京朝阳支行', '招商银行上海浦东支行', '中国银行青岛市南支行'];

/** Accounts set for every supplier and for the first purchasing unit; the other units keep the defaults. */
export async function seedSettlementAccounts() {
  const suppliers = accountTables.orgs.all().filter((org) => org.orgType === 4);
  const [buyer] = accountTables.orgs.all().filter((org) => org.orgType === 2);
  const seeded: [Entity<'Org'>, Account['side']][] = [
    ...suppliers.map((org): [Entity<'Org'>, Account['side']] => [org, 1]),
    ...(buyer ? [[buyer, 2] as [Entity<'Org'>, Account['side']]] : []),
  ];
  for (const [k, [org, side]] of seeded.entries())
    t.settlementAccounts.insert({
      id: org.id,
      account: {
        orgId: org.id,
        orgName: org.orgNameZh,
        side,
        bankName: banks[k % banks.length],
        bankAccountName: org.orgNameZh,
        bankAccount: `62220216020${String(10_000_000 + k * 7919).slice(-8)}`,
        settleCycle: ((k % 3) + 1) as Account['settleCycle'],
        accountDays: [30, 45, 60][k % 3] ?? 30,
        updateUserName: '平台管理员',
        updateTime: formatDateTime(daysFromSeedDay(-30 + k)),
      },
    });
}

function accounts(context: AnyContext) {
  const { side, orgName } = queryOf(context) as { side: Account['side']; orgName?: string };
  return accountTables.orgs
    .all()
    .filter((org) => org.orgType === orgTypeOf[side] && contains(org.orgNameZh, orgName))
    .map((org) => accountOf(org, side));
}

export const settlementHandlers = defineHandlers({
  pageSettlementAccounts: (context) => paginate(accounts(context), queryOf(context)),
  updateSettlementAccount: async (context) => {
    const body = context.input.body;
    const org = accountTables.orgs.get(body.orgId);
    if (org?.orgType !== orgTypeOf[body.side])
      fail(body.side === 1 ? '供应商不存在或已删除' : '采购单位不存在或已删除');
    const account: Account = {
      ...body,
      orgName: org.orgNameZh,
      updateUserName: viewerOf(context).user.fullName,
      updateTime: now(),
    };
    if (t.settlementAccounts.get(org.id)) await t.settlementAccounts.update(org.id, { account });
    else await t.settlementAccounts.insert({ id: org.id, account });
    return account;
  },
});
