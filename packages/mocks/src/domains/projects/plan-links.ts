// The purchase plans a project buys for ({mode}-contact): each link carries part of the project's budget, counted
// against what the plan has left (validityOf), so that orders and projects together cannot over-commit a plan. Only the
// project manager of the project's unit links; another unit's project or plan is not found.

import { projectStatusLabels, purchasePlanPurchaseTypeLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { daysFromSeedDay, formatDateTime, newId, now, seedId } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { planTables as p } from '../../tables/welfare.ts';
import { validityOf } from '../welfare/plan-handlers.ts';
import { buyerOf, type Project, yuan } from './shared.ts';

type Link = ReturnType<typeof p.projectLinks.all>[number];
type Plan = Entity<'PurchasePlan'>;

/** The plan channel of each project mode: 竞价 plans for bidding, 反拍 for backhand, 拍卖 for auctions. */
const planTypeOf: Record<number, number> = { 1: 2, 2: 3, 3: 5 };

function unitProject(session: TokenClaims | null, id: string) {
  const { orgId } = buyerOf(session);
  const project = t.projects.get(id);
  if (!project || project.purchaserOrgId !== orgId || !planTypeOf[project.projectType]) fail('项目不存在或已删除', 404);
  return project;
}

function unitPlan(session: TokenClaims | null, id: string) {
  const plan = p.plans.get(id);
  if (!plan || plan.purchaserId !== buyerOf(session).orgId) fail('采购计划不存在或已删除', 404);
  return plan;
}

const linksOf = (projectId: string) => p.projectLinks.all().filter((link) => link.projectId === projectId);

function answer(link: Link): Entity<'ProjectPlanLink'> {
  const plan = p.plans.require(link.planId, '采购计划');
  return {
    ...link,
    planNo: plan.planNo,
    planName: plan.planName,
    purchaseType: plan.purchaseType,
    planAmount: plan.planAmount,
    availableAmount: validityOf(plan).availableAmount,
  };
}

/** A running project of each mode carries half of what an approved plan of its channel has left (or of its budget). */
export async function seedPlanLinks() {
  for (const [type, planType] of Object.entries(planTypeOf)) {
    const project = t.projects.all().find((row) => row.projectType === Number(type) && row.status === 6);
    const plan = p.plans
      .all()
      .find(
        (row) =>
          row.purchaserId === project?.purchaserOrgId && row.purchaseType === planType && !validityOf(row).message,
      );
    if (!project || !plan) continue;
    const amount = twoDecimals(Math.min(project.budgetAmount ?? 0, validityOf(plan).availableAmount) / 2);
    await p.projectLinks.insert({
      id: seedId(p.projectLinks),
      projectId: project.id,
      planId: plan.id,
      amount,
      createTime: formatDateTime(daysFromSeedDay(-1)),
    });
  }
}

/** Links `plan` to `project` for `amount`, or refuses with why, writing nothing. */
async function link(project: Project, plan: Plan, amount: number): Promise<Link> {
  if (project.status === 11 || project.status === 12)
    fail(`项目${projectStatusLabels[project.status]}，不能关联采购计划`);
  const planType = planTypeOf[project.projectType] as number;
  if (plan.purchaseType !== planType)
    fail(
      `采购计划“${plan.planName}”为${purchasePlanPurchaseTypeLabels[plan.purchaseType]}计划，只能关联${purchasePlanPurchaseTypeLabels[planType as 2]}计划`,
    );
  if (linksOf(project.id).some((row) => row.planId === plan.id)) fail(`项目已关联采购计划“${plan.planName}”`);
  const validity = validityOf(plan);
  if (validity.message) fail(validity.message);
  if (amount > validity.availableAmount)
    fail(`关联金额¥${yuan(amount)}超出采购计划剩余金额¥${yuan(validity.availableAmount)}`);
  const total = twoDecimals(linksOf(project.id).reduce((sum, row) => sum + row.amount, amount));
  const budget = project.budgetAmount ?? 0;
  if (total > budget) fail(`关联金额合计¥${yuan(total)}超出项目预算¥${yuan(budget)}`);
  return p.projectLinks.insert({
    id: newId(),
    projectId: project.id,
    planId: plan.id,
    amount: twoDecimals(amount),
    createTime: now(),
  });
}

/**
 * A project started from a plan's goods (`planId`) carries that plan once it is submitted: as much of its budget as is
 * not linked yet and the plan has left. A plan that can no longer be executed refuses the submission.
 */
export async function linkSourcePlan(project: Project) {
  const plan = project.planId ? p.plans.get(project.planId) : undefined;
  if (!plan || linksOf(project.id).some((row) => row.planId === plan.id)) return;
  const validity = validityOf(plan);
  if (validity.message) fail(validity.message);
  const unlinked = (project.budgetAmount ?? 0) - linksOf(project.id).reduce((sum, row) => sum + row.amount, 0);
  const amount = twoDecimals(Math.min(unlinked, validity.availableAmount));
  if (amount > 0) await link(project, plan, amount);
}

export const planLinkHandlers = defineHandlers({
  listProjectPlanLinks: ({ input, session }) => {
    const project = unitProject(session, input.path.projectId);
    return linksOf(project.id)
      .sort((a, b) => a.createTime.localeCompare(b.createTime))
      .map(answer);
  },
  linkProjectPlan: async ({ input, session }) => {
    const { projectId, planId, amount } = input.body;
    return answer(await link(unitProject(session, projectId), unitPlan(session, planId), amount));
  },
  unlinkProjectPlan: ({ input, session }) => {
    const link = p.projectLinks.get(input.path.id);
    if (!link) fail('关联记录不存在或已解除', 404);
    const project = unitProject(session, link.projectId);
    // Once the picketage is applied for or decided, the purchase is the plan's.
    if (project.status === 9 || project.status === 10)
      fail(`项目${projectStatusLabels[project.status]}，不能解除关联的采购计划`);
    p.projectLinks.remove(link.id);
    return true;
  },
});
