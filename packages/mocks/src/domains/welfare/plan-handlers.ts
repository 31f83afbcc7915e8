// Purchase plans: the applicant's drafts and submissions, approval step by step by the chosen approvers with a check
// log, the yearly quota of the organisation, the plan goods list, and the approvers chosen last time.

import { planStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, type Fields, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { projectTables } from '../../tables/projects.ts';
import { planTables as p } from '../../tables/welfare.ts';
import { currentUser } from '../accounts/session.ts';
import {
  checkApprovers,
  decide,
  eligibleApprovers,
  flowFor,
  instanceOf,
  openStepOf,
  startApproval,
} from '../workflow/instances.ts';

type Plan = Entity<'PurchasePlan'>;
type User = Entity<'User'>;

const yuan = (n: number) => `¥${n.toFixed(2)}`;
const yearOf = (time: string) => Number(time.slice(0, 4));
const thisYear = () => new Date().getFullYear();

const planUser = (user: User): Entity<'PlanUser'> => ({
  id: user.id,
  name: user.fullName,
  account: user.account,
  orgName: user.orgName,
});

/** The quota of an organisation for a year, and what submitted, approved and executed plans use of it. */
function quotaOf(orgId: string, year: number, except?: string): Entity<'PlanQuota'> {
  const quotaAmount = p.quotas.all().find((quota) => quota.orgId === orgId && quota.year === year)?.quotaAmount ?? 0;
  const usedAmount = twoDecimals(
    p.plans
      .all()
      .filter(
        (plan) =>
          plan.purchaserId === orgId &&
          plan.id !== except &&
          [1, 2, 4].includes(plan.status) &&
          yearOf(plan.createTime) === year,
      )
      .reduce((sum, plan) => sum + plan.planAmount, 0),
  );
  return { year, quotaAmount, usedAmount, availableAmount: twoDecimals(quotaAmount - usedAmount) };
}

function checkQuota(orgId: string, amount: number, except?: string) {
  const quota = quotaOf(orgId, thisYear(), except);
  if (amount > quota.availableAmount)
    fail(
      `采购计划金额${yuan(amount)}超出本年度剩余采购额度${yuan(quota.availableAmount)}，请调整计划金额或申请追加额度`,
    );
}

/** The user's open task in the plan's approval flow, if the plan waits for the user. */
const planTaskOf = (plan: Plan, userId: string) =>
  plan.status === 1 ? openStepOf(instanceOf(1, plan.id), userId) : undefined;

/** The plans waiting for the user's decision (`/purchase-plan-check`, and the workbench's count). */
export const plansToCheck = (userId: string) => p.plans.all().filter((plan) => planTaskOf(plan, userId));

/** The top category above a category (the quota of a purchaser is kept per top category). */
export function topCategoryOf(id: string | undefined): string | undefined {
  let category = catalogueTables.categories.get(id);
  for (let depth = 0; category && category.parentId !== '0' && depth < 6; depth++)
    category = catalogueTables.categories.get(category.parentId);
  return category?.id;
}

/**
 * What the plan's linked projects commit: each link's part of its project's budget, from the link until the project is
 * cancelled or declared an invalid bid. The budget rather than the deal amount, so that what a running project may still
 * spend cannot be taken by orders meanwhile.
 */
export const committedToProjects = (planId: string) =>
  twoDecimals(
    p.projectLinks
      .all()
      .filter(
        (link) =>
          link.planId === planId && ![11, 12].includes(projectTables.projects.get(link.projectId)?.status ?? 12),
      )
      .reduce((sum, link) => sum + link.amount, 0),
  );

/** Why a plan cannot be executed now (not approved, outside its validity, used up), and what it has left: the orders
 * bound to it (usedAmount) and its linked projects counted. */
export function validityOf(plan: Plan) {
  const availableAmount = twoDecimals(plan.planAmount - (plan.usedAmount ?? 0) - committedToProjects(plan.id));
  const today = now().slice(0, 10);
  const message =
    plan.status !== 2
      ? `采购计划${planStatusLabels[plan.status]}，不能执行`
      : (plan.startDate && today < plan.startDate) || (plan.endDate && today > plan.endDate)
        ? `采购计划有效期为${plan.startDate}至${plan.endDate}，当前不在有效期内`
        : availableAmount <= 0
          ? '采购计划金额已用完'
          : undefined;
  return { message, availableAmount };
}

/** The categories a user may buy, each with its quota and what the user's submitted and approved plans take of it. */
export function userCategoryQuotas(userId: string): Entity<'UserPurchaseCategory'>[] {
  const planIds = new Set(
    p.plans
      .all()
      .filter((plan) => plan.applicantId === userId && [1, 2, 4].includes(plan.status))
      .map((plan) => plan.id),
  );
  return p.userCategories
    .all()
    .filter((row) => row.userId === userId)
    .map((row) => {
      const usedAmount = twoDecimals(
        p.items
          .all()
          .filter(
            (item) => item.planId && planIds.has(item.planId) && topCategoryOf(item.categoryId) === row.categoryId,
          )
          .reduce((sum, item) => sum + item.amount, 0),
      );
      return {
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        quotaAmount: row.quotaAmount,
        usedAmount,
        availableAmount: twoDecimals(row.quotaAmount - usedAmount),
      };
    });
}

const ownPlan = (id: string, user: User) => {
  const plan = p.plans.require(id, '采购计划');
  if (plan.purchaserId !== user.orgId) fail('采购计划不存在或已删除', 404);
  return plan;
};

function planFilter(query: Fields) {
  return (plan: Plan) =>
    contains(plan.planNo, query.planNo) &&
    contains(plan.planName, query.planName) &&
    equals(plan.status, query.status) &&
    equals(plan.purchaseType, query.purchaseType) &&
    between(plan.createTime, query.startTime, query.endTime);
}

type PlanForm = Entity<'PurchasePlanForm'> & { id?: string };

function itemsOf(form: PlanForm, planId: string): Entity<'PurchasePlanItem'>[] {
  return form.items.map((line) => {
    const goods = line.goodsId ? catalogueTables.goods.get(line.goodsId) : undefined;
    if (line.goodsId && !goods) fail(`商品“${line.goodsName}”不存在或已下架`);
    return {
      id: line.id && p.items.get(line.id)?.planId === planId ? line.id : newId(),
      planId,
      purchaseType: form.purchaseType,
      goodsId: line.goodsId,
      sku: goods?.sku,
      goodsName: line.goodsName,
      mainImage: goods?.mainImage,
      categoryId: line.categoryId ?? goods?.categoryId,
      categoryName: goods?.categoryName,
      spec: line.spec ?? goods?.spec,
      unit: line.unit ?? goods?.unit,
      supplierId: goods?.supplierId,
      supplierName: goods?.supplierName,
      price: line.price,
      num: line.num,
      amount: twoDecimals(line.price * line.num),
      orderedNum: 0,
    };
  });
}

/** Checks a plan form (dates, approvers, quota when submitted) and returns its lines and amount. */
function checkForm(form: PlanForm, user: User, planId: string) {
  if (form.endDate < form.startDate) fail('计划结束日期不能早于开始日期');
  const items = itemsOf(form, planId);
  const planAmount = form.planAmount ?? twoDecimals(items.reduce((sum, item) => sum + item.amount, 0));
  checkApprovers(user, form.approverIds ?? []);
  for (const id of form.ccUserIds ?? [])
    if (accountTables.users.get(id)?.orgId !== user.orgId) fail('抄送人须为本单位的有效用户');
  if (form.submit) {
    if (!form.approverIds?.length) fail('提交审批前请选择审批人');
    checkQuota(user.orgId ?? '', planAmount, planId);
    if (!flowFor(user.orgId, 1)) fail('本单位尚未部署采购计划审批流程，请联系管理员');
  }
  return { items, planAmount };
}

/** Writes the plan's lines; a submitted plan starts its approval on the department's flow, its approvers in turn. */
async function writePlan(plan: Plan, items: Entity<'PurchasePlanItem'>[], user: User, submit: boolean | undefined) {
  for (const old of p.items.all().filter((item) => item.planId === plan.id)) p.items.remove(old.id);
  for (const item of items) await p.items.insert(item);
  if (!submit) return;
  await startApproval({
    businessType: 1,
    businessKey: plan.id,
    businessNo: plan.planNo,
    title: plan.planName,
    applicant: user,
    approvers: plan.approverIds ?? [],
  });
  await p.checkLogs.insert({
    id: newId(),
    planId: plan.id,
    nodeName: '提交申请',
    checkUserId: user.id,
    checkUserName: user.fullName,
    result: 0,
    opinion: '提交审批',
    checkTime: now(),
  });
  const names = (ids: string[] | undefined) =>
    (ids ?? []).map((id) => accountTables.users.get(id)?.fullName ?? '').join(',');
  await p.approverChoices.insert({
    id: newId(),
    userId: user.id,
    processKey: 'purchasePlan',
    approverIds: (plan.approverIds ?? []).join(','),
    approverNames: names(plan.approverIds),
    ccUserIds: (plan.ccUserIds ?? []).join(','),
    ccUserNames: names(plan.ccUserIds),
    createTime: now(),
  });
}

const context = (c: AnyContext) => ({ user: currentUser(c.session), query: queryOf(c) });

export const planHandlers = defineHandlers({
  listPurchasePlans: (c) => {
    const { user, query } = context(c);
    const rows = p.plans.all().filter((plan) => plan.purchaserId === user.orgId && planFilter(query)(plan));
    return paginate(newestFirst(rows, 'createTime'), query);
  },
  // Every unit's approved plans of a project channel: what their project managers may start projects from.
  pageAdminProjectDemands: (c) => {
    const { query } = context(c);
    const rows = p.plans
      .all()
      .filter(
        (plan) =>
          plan.status === 2 &&
          plan.purchaseType !== 1 &&
          contains(plan.purchaserName, query.purchaserName) &&
          planFilter(query)(plan),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },
  listPurchasePlansToCheck: (c) => {
    const { user, query } = context(c);
    return paginate(newestFirst(plansToCheck(user.id).filter(planFilter(query)), 'createTime'), query);
  },
  getPlanQuota: (c) => {
    const { user } = context(c);
    return quotaOf(user.orgId ?? '', c.input.query?.year ?? thisYear());
  },
  getPlanCheckLogs: (c) => {
    ownPlan(c.input.path.id, context(c).user);
    return p.checkLogs
      .all()
      .filter((log) => log.planId === c.input.path.id)
      .sort((a, b) => a.checkTime.localeCompare(b.checkTime));
  },
  getPlanApproveAndCcUsers: (c) => {
    const plan = ownPlan(c.input.path.id, context(c).user);
    const users = (ids: string[] | undefined) =>
      (ids ?? []).flatMap((id) => {
        const user = accountTables.users.get(id);
        return user ? [planUser(user)] : [];
      });
    return { approvers: users(plan.approverIds), ccUsers: users(plan.ccUserIds) };
  },
  checkPlanValidity: (c) => {
    const plan = ownPlan(c.input.path.id, context(c).user);
    const { message, availableAmount } = validityOf(plan);
    return { valid: !message, ...(message && { message }), availableAmount };
  },
  addPurchasePlan: async (c) => {
    const { user } = context(c);
    const form = c.input.body as PlanForm;
    const id = newId();
    const { items, planAmount } = checkForm(form, user, id);
    const count = p.plans.count((plan) => plan.createTime.slice(0, 10) === now().slice(0, 10)) + 1;
    const plan = await p.plans.insert({
      id,
      planNo: `JH${now().slice(0, 10).replaceAll('-', '')}${String(count).padStart(4, '0')}`,
      planName: form.planName,
      purchaseType: form.purchaseType,
      purchaserId: user.orgId,
      purchaserName: user.orgName,

      applicantId: user.id,
      applicantName: user.fullName,
      planAmount,
      usedAmount: 0,
      startDate: form.startDate,
      endDate: form.endDate,
      status: form.submit ? 1 : 0,
      approverIds: form.approverIds ?? [],
      ccUserIds: form.ccUserIds ?? [],
      attachments: [],
      ...(form.remark && { remark: form.remark }),
      createTime: now(),
    });
    await writePlan(plan, items, user, form.submit);
    return { ...plan, items };
  },
  updatePurchasePlan: async (c) => {
    const { user } = context(c);
    const form = c.input.body as PlanForm & { id: string };
    const plan = ownPlan(form.id, user);
    if (plan.status !== 0 && plan.status !== 3)
      fail(`采购计划${planStatusLabels[plan.status]}，不能修改（仅草稿或已驳回的计划可修改）`);
    const { items, planAmount } = checkForm(form, user, plan.id);
    const updated = await p.plans.update(plan.id, {
      planName: form.planName,
      purchaseType: form.purchaseType,
      planAmount,
      startDate: form.startDate,
      endDate: form.endDate,
      approverIds: form.approverIds ?? plan.approverIds,
      ccUserIds: form.ccUserIds ?? plan.ccUserIds,
      ...(form.remark !== undefined && { remark: form.remark }),
      status: form.submit ? 1 : plan.status,
    });
    await writePlan(updated, items, user, form.submit);
    return { ...updated, items };
  },
  deletePurchasePlan: (c) => {
    const plan = ownPlan(c.input.path.id, context(c).user);
    if (plan.status !== 0 && plan.status !== 3)
      fail(`采购计划${planStatusLabels[plan.status]}，不能删除（仅草稿或已驳回的计划可删除）`);
    for (const item of p.items.all().filter((row) => row.planId === plan.id)) p.items.remove(item.id);
    for (const log of p.checkLogs.all().filter((row) => row.planId === plan.id)) p.checkLogs.remove(log.id);
    p.plans.remove(plan.id);
    return true;
  },
  checkPurchasePlan: async (c) => {
    const { user } = context(c);
    const { id, result, opinion, nextApproverIds } = c.input.body;
    const plan = p.plans.require(id, '采购计划');
    if (plan.status !== 1) fail(`采购计划${planStatusLabels[plan.status]}，不能审批`);
    if (!plan.approverIds?.includes(user.id)) fail('您不是该采购计划的审批人，无权审批');
    const step = planTaskOf(plan, user.id);
    if (!step) fail('尚未轮到您审批该采购计划');
    if (result === 2 && !opinion?.trim()) fail('驳回采购计划时请填写审批意见');
    // The flow's approvers were fixed when the plan was submitted: a further approver is chosen by resubmitting.
    if (nextApproverIds?.length) fail('审批流程的审批人已在提交时确定，不能追加下一步审批人');
    await decide(instanceOf(1, plan.id) as NonNullable<ReturnType<typeof instanceOf>>, step.taskId, user, {
      approval: result === 1 ? 0 : 1,
      remark: opinion?.trim() || (result === 1 ? '同意' : ''),
    });
    return true;
  },
  bindPlanOrders: async (c) => {
    const { user } = context(c);
    const { planId, orderIds } = c.input.body;
    const plan = ownPlan(planId, user);
    const validity = validityOf(plan);
    if (validity.message) fail(validity.message);
    const orders = [...new Set(orderIds)].map((id) => {
      const order = orderTables.orders.get(id);
      if (!order || order.purchaserId !== user.orgId) fail('订单不存在或无权操作', 404);
      if (order.planId) fail(`订单${order.orderNo}已绑定采购计划，不能重复绑定`);
      if ([1, 8, 9].includes(order.status)) fail(`订单${order.orderNo}当前状态不能绑定采购计划`);
      return order;
    });
    const amount = twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0));
    if (amount > validity.availableAmount)
      fail(`所选订单金额${yuan(amount)}超出采购计划剩余金额${yuan(validity.availableAmount)}`);
    for (const order of orders) await orderTables.orders.update(order.id, { planId: plan.id });
    const usedAmount = twoDecimals((plan.usedAmount ?? 0) + amount);
    const updated = await p.plans.update(plan.id, { usedAmount, status: amount >= validity.availableAmount ? 4 : 2 });
    return { ...updated, items: p.items.all().filter((item) => item.planId === plan.id) };
  },
  addPlanGoods: async (c) => {
    const { user } = context(c);
    const { goodsId, num, purchaseType, planId } = c.input.body;
    const goods = catalogueTables.goods.require(goodsId, '商品');
    const plan = planId ? ownPlan(planId, user) : undefined;
    if (plan && plan.status !== 0 && plan.status !== 3) fail(`采购计划${planStatusLabels[plan.status]}，不能加入商品`);
    const existing = p.items
      .all()
      .find(
        (item) =>
          item.goodsId === goodsId &&
          item.purchaseType === purchaseType &&
          (plan ? item.planId === plan.id : !item.planId && p.itemOwners.get(item.id)?.userId === user.id),
      );
    const amount = twoDecimals(goods.price * (num + (existing?.num ?? 0)));
    if (plan) {
      const planAmount = twoDecimals(plan.planAmount - (existing?.amount ?? 0) + amount);
      await p.plans.update(plan.id, { planAmount });
    }
    if (existing) return p.items.update(existing.id, { num: existing.num + num, amount });
    const item = await p.items.insert({
      id: newId(),
      ...(plan && { planId: plan.id }),
      purchaseType,
      goodsId,
      sku: goods.sku,
      goodsName: goods.name,
      mainImage: goods.mainImage,
      categoryId: goods.categoryId,
      categoryName: goods.categoryName,
      spec: goods.spec,
      unit: goods.unit,
      supplierId: goods.supplierId,
      supplierName: goods.supplierName,
      price: goods.price,
      num,
      amount,
      orderedNum: 0,
    });
    if (!plan) await p.itemOwners.insert({ id: item.id, userId: user.id });
    return item;
  },
  listPlanGoods: (c) => {
    const { user, query } = context(c);
    if (query.planId) ownPlan(String(query.planId), user);
    return p.items
      .all()
      .filter(
        (item) =>
          (query.planId
            ? item.planId === query.planId
            : !item.planId && p.itemOwners.get(item.id)?.userId === user.id) &&
          equals(item.purchaseType, query.purchaseType),
      );
  },
  getPlanOrderGoodsList: (c) => {
    const plan = ownPlan(c.input.query.planId, context(c).user);
    if (plan.status !== 2) fail(`采购计划${planStatusLabels[plan.status]}，不能下单`);
    return p.items.all().filter((item) => item.planId === plan.id && item.num > (item.orderedNum ?? 0));
  },
  getAllCheckPlanUsers: (c) => eligibleApprovers(context(c).user).map(planUser),
  getUserPurchaseCategoryList: (c) => {
    const userId = c.input.path.userId;
    accountTables.users.require(userId, '用户');
    return userCategoryQuotas(userId);
  },
  selectLastProcessApprovers: (c) => {
    const { user, query } = context(c);
    const mine = p.approverChoices
      .all()
      .filter((row) => row.userId === user.id && equals(row.processKey, query.processKey));
    return newestFirst(mine, 'createTime')[0] ?? null;
  },
});
