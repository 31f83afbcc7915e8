// A project of each mode carries purchase plans of its channel ({mode}-contact): a link takes part of the project's
// budget from what the plan has left, so that orders and projects together cannot over-commit a plan. Only the
// project manager of the unit links; another unit's project or plan is not found; a refusal changes nothing.
import {
  bindPlanOrders,
  cancelProject,
  checkPlanValidity,
  createProject,
  linkProjectPlan,
  listPlanBindableOrders,
  listProjectPlanLinks,
  listPurchasePlans,
  pageProjects,
  saveBiddingRules,
  unlinkProjectPlan,
} from '@zc/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { twoDecimals } from '../src/engine/decimals.ts';
import { formatDateTime } from '../src/engine/random.ts';
import { store } from '../src/engine/store.ts';
import { resetToSeed } from '../src/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { planTables } from '../src/tables/welfare.ts';
import { login, withSession } from './support.ts';

beforeEach(async () => {
  await resetToSeed();
});
withSession('xiangmu01');

const money = (value: number) => `¥${value.toFixed(2)}`;

/** A project of the mode open for registration (报名中), as the project manager lists it. */
async function projectOf(projectType: 1 | 2 | 3, index = 0) {
  const { records } = await pageProjects({ query: { projectType, status: 3, current: 1, size: 10 } });
  const project = records[index];
  if (!project) throw new Error(`no project of type ${projectType} open for registration`);
  return project;
}

/** An approved plan of the channel that can still be executed, with what it has left. */
async function planOf(purchaseType: 2 | 3 | 5) {
  const { records } = await listPurchasePlans({ query: { status: 2, purchaseType, pageNum: 1, pageSize: 100 } });
  for (const plan of records) {
    const validity = await checkPlanValidity({ path: { id: plan.id } });
    if (validity.valid) return { plan, left: validity.availableAmount ?? 0 };
  }
  throw new Error(`no executable plan of channel ${purchaseType}`);
}

/** Expects the call refused with that message and the store as it was. */
async function refusedUnchanged(call: () => Promise<unknown>, refusal: { msg: string; code?: number }) {
  const before = JSON.stringify(store.changes());
  await expect(call()).rejects.toMatchObject(refusal);
  expect(JSON.stringify(store.changes())).toBe(before);
}

describe('linking a project to purchase plans', () => {
  it('links a plan of the mode’s channel, lists it, counts it against the plan and gives it back when unlinked', async () => {
    for (const [projectType, channel] of [
      [1, 2],
      [2, 3],
      [3, 5],
    ] as const) {
      const project = await projectOf(projectType);
      const { plan, left } = await planOf(channel);
      const amount = twoDecimals(Math.min(left, project.budgetAmount ?? 0) / 4);
      const link = await linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount } });
      expect(link).toMatchObject({ planNo: plan.planNo, amount, availableAmount: twoDecimals(left - amount) });
      expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left - amount, 2);
      const links = await listProjectPlanLinks({ path: { projectId: project.id } });
      expect(links.map((row) => row.planId)).toEqual([plan.id]);
      await unlinkProjectPlan({ path: { id: link.id } });
      expect(await listProjectPlanLinks({ path: { projectId: project.id } })).toEqual([]);
      expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left, 2);
    }
  });

  it('refuses an amount past what the plan has left, or links past the project’s budget, changing nothing', async () => {
    const project = await projectOf(1);
    const { plan, left } = await planOf(2);
    await refusedUnchanged(
      () => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: twoDecimals(left + 1) } }),
      { msg: `关联金额${money(left + 1)}超出采购计划剩余金额${money(left)}` },
    );
    await t.projects.update(project.id, { budgetAmount: 10 });
    await refusedUnchanged(() => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 11 } }), {
      msg: '关联金额合计¥11.00超出项目预算¥10.00',
    });
  });

  it('keeps a plan taken by its projects from orders and from other projects, until the project is cancelled', async () => {
    const project = await projectOf(1);
    const { plan, left } = await planOf(2);
    await t.projects.update(project.id, { budgetAmount: left });
    await linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: left } });
    expect(await checkPlanValidity({ path: { id: plan.id } })).toMatchObject({
      valid: false,
      message: '采购计划金额已用完',
    });
    const other = await projectOf(1, 1);
    await refusedUnchanged(() => linkProjectPlan({ body: { projectId: other.id, planId: plan.id, amount: 1 } }), {
      msg: '采购计划金额已用完',
    });
    const { records: orders } = await listPlanBindableOrders({ query: { planId: plan.id } });
    const order = orders[0];
    if (!order) throw new Error('no order to bind');
    await refusedUnchanged(() => bindPlanOrders({ body: { planId: plan.id, orderIds: [order.id] } }), {
      msg: '采购计划金额已用完',
    });
    // A cancelled project no longer spends its budget: the plan has it back.
    await cancelProject({ path: { id: project.id }, body: { reason: '需求变更' } });
    expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left, 2);
  });

  it('links a project started from a plan’s goods to that plan when it is submitted, and refuses a used-up plan', async () => {
    const { plan, left } = await planOf(2);
    const form = {
      projectName: '从采购计划发起的竞价项目（测试）',
      projectType: 1 as const,
      planId: plan.id,
      registrationEndTime: formatDateTime(new Date(Date.now() + 7 * 86_400_000)),
      startTime: formatDateTime(new Date(Date.now() + 9 * 86_400_000)),
      endTime: formatDateTime(new Date(Date.now() + 10 * 86_400_000)),
      goods: [{ goodsName: '晨光中性笔 0.5mm', unit: '盒', quantity: 10, budgetPrice: 18.5 }],
    };
    const rules = { quoteMode: 1, pickRule: 1, startPrice: 185, minStep: 1, secondRound: 0 } as const;
    const draft = await createProject({ body: form });
    expect(await listProjectPlanLinks({ path: { projectId: draft.id } })).toEqual([]);
    await saveBiddingRules({ body: { projectId: draft.id, ...rules } });
    await createProject({ body: { ...form, id: draft.id, submit: 1 } });
    const taken = Math.min(185, left);
    expect(await listProjectPlanLinks({ path: { projectId: draft.id } })).toMatchObject([
      { planId: plan.id, amount: taken },
    ]);
    expect((await checkPlanValidity({ path: { id: plan.id } })).availableAmount).toBeCloseTo(left - taken, 2);

    // A plan with nothing left refuses the submission of another project started from it.
    await planTables.plans.update(plan.id, { planAmount: twoDecimals(plan.planAmount - (left - taken)) });
    const again = await createProject({ body: form });
    await saveBiddingRules({ body: { projectId: again.id, ...rules } });
    await refusedUnchanged(() => createProject({ body: { ...form, id: again.id, submit: 1 } }), {
      msg: '采购计划金额已用完',
    });
    expect(t.projects.get(again.id)?.status).toBe(0);
  });

  it('refuses a plan of another channel, and a plan linked twice', async () => {
    const project = await projectOf(1);
    const { plan: backhandPlan } = await planOf(3);
    await refusedUnchanged(
      () => linkProjectPlan({ body: { projectId: project.id, planId: backhandPlan.id, amount: 1 } }),
      { msg: `采购计划“${backhandPlan.planName}”为反拍计划，只能关联竞价计划` },
    );
    const { plan } = await planOf(2);
    await linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 1 } });
    await refusedUnchanged(() => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 1 } }), {
      msg: `项目已关联采购计划“${plan.planName}”`,
    });
  });

  it('answers the project manager only: the unit’s buyer, approver, finance and a supplier get 403', async () => {
    const project = await projectOf(1);
    const { plan } = await planOf(2);
    for (const account of ['caigou01', 'shenpi01', 'caiwu01', 'gys01']) {
      await login(account);
      await refusedUnchanged(() => listProjectPlanLinks({ path: { projectId: project.id } }), { status: 403 } as never);
      await refusedUnchanged(() => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 1 } }), {
        status: 403,
      } as never);
    }
  });

  it('does not find another unit’s project or plan', async () => {
    const project = await projectOf(1);
    const { plan } = await planOf(2);
    const manager = accountTables.users.all().find((user) => user.account === 'xiangmu01');
    const otherOrg = accountTables.users
      .all()
      .find((user) => user.userType === 0 && user.orgId !== manager?.orgId)?.orgId;
    if (!otherOrg) throw new Error('no other purchasing unit');
    await planTables.plans.update(plan.id, { purchaserId: otherOrg });
    await refusedUnchanged(() => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 1 } }), {
      code: 404,
      msg: '采购计划不存在或已删除',
    });
    await planTables.plans.update(plan.id, { purchaserId: manager?.orgId ?? '' });
    await t.projects.update(project.id, { purchaserOrgId: otherOrg });
    await refusedUnchanged(() => linkProjectPlan({ body: { projectId: project.id, planId: plan.id, amount: 1 } }), {
      code: 404,
      msg: '项目不存在或已删除',
    });
    await refusedUnchanged(() => listProjectPlanLinks({ path: { projectId: project.id } }), {
      code: 404,
      msg: '项目不存在或已删除',
    });
  });
});
