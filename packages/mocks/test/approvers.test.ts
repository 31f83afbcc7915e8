// Who may be named to approve: on every submission that starts an approval or names approvers, the applicant never
// approves its own record, and only an approver or project manager of the applicant's unit approves it.
import {
  addPurchasePlan,
  getAllCheckPlanUsers,
  startPurchaseProcess,
  submitOrderApproveGoods,
  updatePurchasePlan,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { instanceOf } from '../src/domains/workflow/instances.ts';
import { store } from '../src/engine/store.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
import { planTables } from '../src/tables/welfare.ts';
import { login, planForm, withSession } from './support.ts';

withSession('caigou01');

const user = (account: string) => {
  const found = accountTables.users.all().find((row) => row.account === account);
  if (!found) throw new Error(`no seeded ${account}`);
  return found;
};
const self = '不能选择自己作为审批人';
const notOfUnit = (account: string) => `「${user(account).fullName}」不是本单位的审批人，不能审批本单位的业务`;

/** Expects the call refused with 403 and that message, and the store as it was. */
async function refusedUnchanged(call: () => Promise<unknown>, msg: string) {
  const before = JSON.stringify(store.changes());
  await expect(call()).rejects.toMatchObject({ status: 403, code: 403, msg });
  expect(JSON.stringify(store.changes())).toBe(before);
}

/** zhuce01 of 西山煤电集团物资采购中心, given the approver role: an approver, but of another unit. */
async function approverOfAnotherUnit() {
  const other = user('zhuce01');
  const approverRole = user('shenpi01').roles ?? [];
  await accountTables.users.update(other.id, { roles: [...(other.roles ?? []), ...approverRole] });
  return other;
}

describe('starting an approval (POST /api/purchaseProcess/)', () => {
  const draftPlan = () => {
    const plan = planTables.plans.all().find((row) => row.applicantId === user('caigou01').id && row.status === 0);
    if (!plan) throw new Error('the seed has no draft plan of caigou01');
    return plan;
  };
  /** An order of caigou01 waiting for approval, its seeded approval withdrawn so that it may be started again. */
  const waitingOrder = () => {
    const order = orderTables.orders
      .all()
      .find(
        (row) => row.buyerId === user('caigou01').id && row.status === 0 && row.purchaserId === seededOrgs.purchaser,
      );
    if (!order) throw new Error('the seed has no order of caigou01 waiting for approval');
    const instance = instanceOf(2, order.id);
    if (instance) platformTables.processInstances.remove(instance.id);
    return order;
  };

  it('refuses the applicant as approver of its own plan, and the plan stays a draft', async () => {
    const plan = draftPlan();
    for (const approverIds of [[user('caigou01').id], [user('shenpi01').id, user('caigou01').id]])
      await refusedUnchanged(
        () => startPurchaseProcess({ body: { businessId: plan.id, businessType: 2, approverIds } }),
        self,
      );
    expect(planTables.plans.get(plan.id)?.status).toBe(0);
  });

  it('refuses the applicant as approver of its own order', async () => {
    const order = waitingOrder();
    await refusedUnchanged(
      () =>
        startPurchaseProcess({ body: { businessId: order.id, businessType: 1, approverIds: [user('caigou01').id] } }),
      self,
    );
  });

  it('refuses a colleague without an approving role, and an approver of another unit', async () => {
    const plan = draftPlan();
    await refusedUnchanged(
      () =>
        startPurchaseProcess({ body: { businessId: plan.id, businessType: 2, approverIds: [user('caigou02').id] } }),
      notOfUnit('caigou02'),
    );
    const stranger = await approverOfAnotherUnit();
    await refusedUnchanged(
      () => startPurchaseProcess({ body: { businessId: plan.id, businessType: 2, approverIds: [stranger.id] } }),
      notOfUnit('zhuce01'),
    );
    expect(planTables.plans.get(plan.id)?.status).toBe(0);
  });

  it('starts the plan’s approval with an approver and a project manager of the unit', async () => {
    const plan = draftPlan();
    await startPurchaseProcess({
      body: { businessId: plan.id, businessType: 2, approverIds: [user('xiangmu01').id, user('shenpi01').id] },
    });
    expect(planTables.plans.get(plan.id)?.status).toBe(1);
  });
});

describe('plans and goods requests that name approvers', () => {
  const form = (approverIds: string[]) => planForm('自审计划', approverIds);

  it('refuses a plan submitted to its applicant or to another unit, on adding and on editing', async () => {
    await refusedUnchanged(() => addPurchasePlan({ body: form([user('caigou01').id]) }), self);
    await refusedUnchanged(
      () => addPurchasePlan({ body: form([user('xiangmu01').id, user('caigou02').id]) }),
      notOfUnit('caigou02'),
    );
    const draft = planTables.plans.all().find((row) => row.applicantId === user('caigou01').id && row.status === 0);
    await refusedUnchanged(
      () => updatePurchasePlan({ body: { id: draft?.id ?? '', ...form([user('caigou01').id]) } }),
      self,
    );
  });

  it('refuses goods submitted for approval to their applicant', async () => {
    const goods = catalogueTables.goods.all()[0];
    await refusedUnchanged(
      () =>
        submitOrderApproveGoods({
          body: { items: [{ goodsId: goods?.id ?? '', buyNum: 1 }], approverIds: [user('caigou01').id] },
        }),
      self,
    );
  });

  it('offers as approvers only the unit’s approvers and project managers, never the user itself', async () => {
    await approverOfAnotherUnit();
    const offered = (await getAllCheckPlanUsers()).map((row) => row.account).sort();
    expect(offered).toEqual(['bangong01', 'bangong02', 'shenpi01', 'xiangmu01']);
    await login('shenpi01');
    expect((await getAllCheckPlanUsers()).map((row) => row.account)).not.toContain('shenpi01');
  });
});
