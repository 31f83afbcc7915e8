// Orders that execute a purchase plan. A buyer with a category purchase quota orders freely within what the quota has
// left; an order that goes beyond it must execute an approved plan of the organisation that covers its goods and has
// the amount left. The orders placed with a plan are bound to it: its used amount and the ordered quantities
// of its lines grow by what they order.
import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { planTables as p } from '../../tables/welfare.ts';
import { unitPrice } from '../catalogue/shared.ts';
import { topCategoryOf, userCategoryQuotas, validityOf } from './plan-handlers.ts';

type User = Entity<'User'>;
type Plan = Entity<'PurchasePlan'>;
type Goods = Entity<'GoodsItem'>;
type Item = { goodsId: string; buyNum: number };
type Line = { goods: Goods; buyNum: number; amount: number };

const yuan = (n: number) => `¥${n.toFixed(2)}`;

/** The items whose goods exist, at the price in force for their quantity. */
function linesOf(items: readonly Item[]): Line[] {
  return items.flatMap((item) => {
    const goods = catalogueTables.goods.get(item.goodsId);
    return goods
      ? [{ goods, buyNum: item.buyNum, amount: twoDecimals(unitPrice(goods, item.buyNum) * item.buyNum) }]
      : [];
  });
}

/** Why the order must execute a plan: one message per top category whose amount in the order is more than the
 * buyer's category quota has left (purchaseQuota/userPurchaseCategoryList). */
function planReasons(user: User, lines: Line[]): string[] {
  const quotas = userCategoryQuotas(user.id);
  if (quotas.length === 0) return [];
  const amounts = new Map<string, number>();
  for (const line of lines) {
    const top = topCategoryOf(line.goods.categoryId);
    if (top) amounts.set(top, twoDecimals((amounts.get(top) ?? 0) + line.amount));
  }
  return quotas.flatMap((quota) => {
    const amount = amounts.get(quota.categoryId);
    const left = Math.max(0, quota.availableAmount ?? 0);
    return amount !== undefined && amount > left
      ? [
          `本单“${quota.categoryName}”类商品金额${yuan(amount)}，超出您该类采购额度可用金额${yuan(left)}，须选择已审批的采购计划下单`,
        ]
      : [];
  });
}

/** Plan lines that take a goods item: the same goods, else goods of the same category. */
const linesFor = (plan: Plan, goods: Goods) => {
  const lines = p.items.all().filter((line) => line.planId === plan.id);
  const same = lines.filter((line) => line.goodsId === goods.id);
  return same.length > 0 ? same : lines.filter((line) => !line.goodsId && line.categoryId === goods.categoryId);
};

/** Why a plan cannot take the order, or undefined when it can. */
function refusalOf(plan: Plan, lines: Line[], total: number): string | undefined {
  const { message, availableAmount } = validityOf(plan);
  if (message) return message;
  if (plan.purchaseType !== 1) return `采购计划“${plan.planName}”不是商城直购计划，不能用于商城下单`;
  for (const { goods, buyNum } of lines) {
    const covering = linesFor(plan, goods);
    if (covering.length === 0) return `采购计划“${plan.planName}”不包含商品“${goods.name}”`;
    if (covering.some((line) => line.goodsId)) {
      const left = covering.reduce((sum, line) => sum + line.num - (line.orderedNum ?? 0), 0);
      if (buyNum > left)
        return `商品“${goods.name}”超出采购计划剩余数量，计划剩余${left}${goods.unit}，本单${buyNum}${goods.unit}`;
    }
  }
  if (total > availableAmount)
    return `本单金额${yuan(total)}超出采购计划“${plan.planName}”剩余金额${yuan(availableAmount)}`;
  return undefined;
}

export interface PlanRule {
  /** The order must execute a plan, and why. */
  reasons: string[];
  /** Plans the order can execute. */
  plans: Entity<'OrderPlanOption'>[];
  /** Why the chosen plan cannot take the order (or it is missing where one is required). */
  refusal?: string;
}

/** The plan rule of an order of `user`: whether it needs a plan, which plans can take it, and the chosen plan's fit. */
export function planRuleOf(user: User, items: readonly Item[], planId?: string): PlanRule {
  const lines = linesOf(items);
  const total = twoDecimals(lines.reduce((sum, line) => sum + line.amount, 0));
  const reasons = planReasons(user, lines);
  const own = p.plans.all().filter((plan) => plan.purchaserId === user.orgId);
  const plans = own
    .filter((plan) => plan.status === 2 && lines.length > 0 && !refusalOf(plan, lines, total))
    .map((plan) => ({
      id: plan.id,
      planNo: plan.planNo,
      planName: plan.planName,
      availableAmount: validityOf(plan).availableAmount,
      ...(plan.endDate && { endDate: plan.endDate }),
    }));
  if (!planId) return { reasons, plans, ...(reasons.length > 0 && { refusal: reasons.join('；') }) };
  const plan = own.find((row) => row.id === planId);
  return { reasons, plans, refusal: plan ? refusalOf(plan, lines, total) : '采购计划不存在或已删除' };
}

/** Binds placed orders to the plan: its used amount and its lines' ordered quantities grow by what they order. */
export async function recordPlanOrders(planId: string, items: readonly Item[], amount: number) {
  const plan = p.plans.get(planId);
  if (!plan) return;
  for (const { goods, buyNum } of linesOf(items)) {
    let left = buyNum;
    for (const line of linesFor(plan, goods)) {
      const take = line.goodsId ? Math.min(left, line.num - (line.orderedNum ?? 0)) : left;
      if (take <= 0) continue;
      await p.items.update(line.id, { orderedNum: (line.orderedNum ?? 0) + take });
      left -= take;
      if (left === 0) break;
    }
  }
  const usedAmount = twoDecimals((plan.usedAmount ?? 0) + amount);
  await p.plans.update(plan.id, { usedAmount, status: usedAmount >= plan.planAmount ? 4 : 2 });
}
