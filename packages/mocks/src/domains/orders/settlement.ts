// Settlement accounts (/supplierManage, /buyerManage): the bank account and payment term of every supplier and
// purchasing unit, set by the administrator.

import { type AnyContext, defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, paginate } from '../../engine/paging.ts';
import { now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { viewerOf } from './scope.ts';

type Account = Entity<'SettlementAccount'>;

/** The organisations of each side: suppliers, purchasing units. */
const orgTypeOf = { 1: 4, 2: 2 } as const;

/** An organisation's account as set, or an empty one with the default term. */
const accountOf = (org: Entity<'Org'>, side: Account['side']): Account =>
  t.settlementAccounts.get(org.id)?.account ?? {
    orgId: org.id,
    orgName: org.orgNameZh,
    side,
    settleCycle: 1,
    accountDays: 30,
  };

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
