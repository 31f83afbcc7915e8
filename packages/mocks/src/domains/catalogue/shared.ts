// What the catalogue's handlers share: who the caller is, the category tree, goods ownership and state changes, the
// prices in force (promotion, ladder, wholesale) and the discount rules.

import { goodsStateLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { equals } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { platformTables } from '../../tables/platform.ts';
import { isAdminUser, isSupplierUser } from '../accounts/admin-handlers.ts';
import { currentUser } from '../accounts/session.ts';

export type Goods = Entity<'GoodsItem'>;
export type GoodsState = Goods['goodsState'];
export type Category = Entity<'Category'>;
type Query = Record<string, unknown> | undefined;

// ---- the caller

export interface Caller {
  user: Entity<'User'>;
  isSupplier: boolean;
  isAdmin: boolean;
}

export function caller(session: TokenClaims | null): Caller {
  const user = currentUser(session);
  return { user, isSupplier: isSupplierUser(user), isAdmin: isAdminUser(user) };
}

/** The supplier a caller's lists are limited to: its own organisation for suppliers, the filter for others. */
export const supplierScope = (who: Caller, wanted?: unknown) => (who.isSupplier ? who.user.orgId : wanted);

/** The goods item, refused when a supplier asks for another supplier's goods. */
export function ownGoods(who: Caller, id: string | undefined): Goods {
  const goods = t.goods.require(id, '商品');
  if (who.isSupplier && goods.supplierId !== who.user.orgId) fail(`商品“${goods.sku}”不属于本供应商，无权操作`, 403);
  return goods;
}

export const ownGoodsList = (who: Caller, ids: readonly string[]) => [...new Set(ids)].map((id) => ownGoods(who, id));

// ---- categories

export const childrenOf = (parentId: string) =>
  t.categories
    .all()
    .filter((category) => category.parentId === parentId)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** The category and every category under it. */
export function subtree(categoryId: string): Set<string> {
  const ids = new Set([categoryId]);
  const all = t.categories.all();
  let grown = true;
  while (grown) {
    grown = false;
    for (const category of all)
      if (ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grown = true;
      }
  }
  return ids;
}

/** The category and its ancestors, root first. */
export function ancestry(categoryId: string): Category[] {
  const chain: Category[] = [];
  for (let node = t.categories.get(categoryId); node; node = t.categories.get(node.parentId)) chain.unshift(node);
  return chain;
}

/**
 * The entries of the mall home's category menu: the selected categories (精选类目) still valid, in their order, or,
 * when none is, every valid top-level category.
 */
export function homeMenuCategories(): Category[] {
  const chosen = [...t.selectedCategories.all()]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((row) => {
      const category = t.categories.get(row.id);
      return category?.isValid === 1 ? [category] : [];
    });
  if (chosen.length > 0) return chosen;
  return t.categories
    .all()
    .filter((category) => category.parentId === '0' && category.isValid === 1)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

/** A valid leaf category goods may hang under. */
export function leafCategory(categoryId: string): Category {
  const category = t.categories.require(categoryId, '商品分类');
  if (category.isValid !== 1) fail(`分类“${category.name}”已作废，不能使用`);
  if (t.categories.all().some((child) => child.parentId === category.id && child.isValid === 1))
    fail(`请选择末级分类，“${category.name}”下还有子分类`);
  return category;
}

export function categoryFields(categoryId: string) {
  const chain = ancestry(categoryId);
  const leaf = chain.at(-1);
  return {
    categoryId,
    categoryName: leaf?.name,
    categoryPath: chain.map((category) => category.name).join('/'),
  };
}

/** A tree of categories (children filled), siblings by sort. */
export function categoryTree(rows: readonly Category[]): Category[] {
  const ids = new Set(rows.map((row) => row.id));
  const build = (parentId: string): Category[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((row) => ({ ...row, children: build(row.id) }));
  return rows
    .filter((row) => !ids.has(row.parentId))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((row) => ({ ...row, children: build(row.id) }));
}

// ---- goods lists

/** The goods filters the lists share (name contains, exact sku, category of any level, brand, state, kind, aid). */
export function goodsFilter(query: Query) {
  const q = query ?? {};
  const inCategory = q.categoryId ? subtree(String(q.categoryId)) : null;
  return (goods: Goods) =>
    (!q.name || goods.name.includes(String(q.name))) &&
    (!q.goodsName || goods.name.includes(String(q.goodsName))) &&
    equals(goods.sku, q.sku) &&
    (!inCategory || inCategory.has(goods.categoryId)) &&
    equals(goods.brandId, q.brandId) &&
    equals(goods.goodsState, q.goodsState) &&
    equals(goods.itemType, q.itemType) &&
    equals(goods.supplierId, q.supplierId) &&
    equals(goods.isAid, q.isAid);
}

export const byUpdateTime = (rows: Goods[]) =>
  rows.sort((a, b) => String(b.updateTime ?? b.createTime).localeCompare(String(a.updateTime ?? a.createTime)));

// ---- shelf state

/** Which states each target state may be reached from, for suppliers and for the platform. */
const supplierMoves: Partial<Record<GoodsState, GoodsState[]>> = { 1: [0, 2], 2: [1], 3: [0, 4] };
const adminMoves: Partial<Record<GoodsState, GoodsState[]>> = { 1: [0, 2, 3], 2: [1], 4: [3] };
const actionNames: Record<number, string> = { 0: '设为待上架', 1: '上架', 2: '下架', 3: '提交审核', 4: '审核驳回' };

/** Checks every goods item may move to the state; throws before anything is written. */
export function checkStateChange(list: Goods[], target: GoodsState, byAdmin: boolean) {
  const allowed = (byAdmin ? adminMoves : supplierMoves)[target];
  if (!allowed) fail(`${byAdmin ? '平台' : '供应商'}不能将商品${actionNames[target]}`);
  for (const goods of list) {
    if (goods.goodsState === target) fail(`商品“${goods.sku}”已是${goodsStateLabels[target]}状态`);
    if (!allowed.includes(goods.goodsState))
      fail(`商品“${goods.sku}”当前为${goodsStateLabels[goods.goodsState]}，不能${actionNames[target]}`);
    if (target === 1 && goods.stock <= 0 && goods.itemType !== 2) fail(`商品“${goods.sku}”库存为0，不能上架`);
  }
}

/** Moves a goods item to a state and writes the history row. */
export async function moveGoods(goods: Goods, target: GoodsState, operatorName: string, reason?: string) {
  const time = now();
  await t.goods.update(goods.id, (row) => {
    row.goodsState = target;
    row.updateTime = time;
    if (target === 1) row.upShelfTime = time;
    if (reason) row.auditRemark = reason;
  });
  await t.itemStateHis.insert({
    id: newId(),
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    categoryId: goods.categoryId,
    categoryName: goods.categoryName,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    beforeState: goods.goodsState,
    afterState: target,
    ...(reason && { reason }),
    operatorName,
    createTime: time,
  });
}

/** Changes the price of a goods item and writes the price-change row. */
export async function changePrice(goods: Goods, price: number) {
  if (goods.price === price) return;
  const time = now();
  await t.goods.update(goods.id, { price, updateTime: time });
  await t.priceChanges.insert({
    id: newId(),
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    categoryId: goods.categoryId,
    categoryName: goods.categoryName,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    beforePrice: goods.price,
    afterPrice: price,
    changeRate: twoDecimals(((price - goods.price) / goods.price) * 100),
    createTime: time,
  });
}

// ---- prices in force

const inWindow = (start: string, end: string, at = now()) => start <= at && at <= end;

export const activePromotion = (goodsId: string) =>
  t.promotionPrices
    .all()
    .find((row) => row.goodsId === goodsId && row.status === 2 && inWindow(row.startTime, row.endTime));
export const activeLadder = (goodsId: string) =>
  t.ladderPrices.all().find((row) => row.goodsId === goodsId && row.status === 2);
export const activeWholesale = (goodsId: string) =>
  t.wholesalePrices.all().find((row) => row.goodsId === goodsId && row.status === 2);

/** The unit price a purchaser pays for a quantity: the lowest of the selling price and the discounts in force. */
export function unitPrice(goods: Goods, quantity: number) {
  const candidates = [goods.price];
  const promotion = activePromotion(goods.id);
  if (promotion) candidates.push(promotion.promotionPrice);
  const tier = activeLadder(goods.id)
    ?.tiers.filter((row) => row.minQuantity <= quantity)
    .at(-1);
  if (tier) candidates.push(tier.price);
  const wholesale = activeWholesale(goods.id);
  if (wholesale && quantity >= wholesale.minQuantity) candidates.push(wholesale.wholesalePrice);
  return Math.min(...candidates);
}

// ---- discount rules

/** The lowest discount price the platform allows: the enabled goods rules' lowest rate of the market price. */
export function lowestAllowedPrice(goods: Goods) {
  const categories = new Set(ancestry(goods.categoryId).map((category) => category.id));
  const rates = t.itemRules
    .all()
    .filter(
      (rule) =>
        rule.isEnable === 1 &&
        rule.minPriceRate !== undefined &&
        (!rule.categoryId || categories.has(rule.categoryId)) &&
        (!rule.itemType || rule.itemType === goods.itemType),
    )
    .map((rule) => rule.minPriceRate as number);
  const rate = rates.length ? Math.max(...rates) : 50;
  return twoDecimals(((goods.marketPrice ?? goods.price) * rate) / 100);
}

/** Why a discount price may not be saved, or null when it may. */
export function discountProblem(goods: Goods, price: number): string | null {
  if (price >= goods.price) return `折扣价（¥${price.toFixed(2)}）必须低于商品售价（¥${goods.price.toFixed(2)}）`;
  const lowest = lowestAllowedPrice(goods);
  if (price < lowest) return `折扣价（¥${price.toFixed(2)}）低于平台允许的最低价（¥${lowest.toFixed(2)}）`;
  if (goods.goodsState !== 1 && goods.goodsState !== 0 && goods.goodsState !== 2)
    return `商品“${goods.sku}”${goodsStateLabels[goods.goodsState]}，不能设置折扣价`;
  return null;
}

export function checkDiscount(goods: Goods, price: number) {
  const problem = discountProblem(goods, price);
  if (problem) fail(problem);
}

export type LadderTier = Entity<'LadderTier'>;

/** Ladder tiers: quantities rise and prices fall from tier to tier; ranges are filled in. */
export function checkedTiers(goods: Goods, tiers: LadderTier[]): LadderTier[] {
  if (tiers.length < 2) fail('阶梯价至少需要设置两个阶梯');
  for (let i = 1; i < tiers.length; i++) {
    const previous = tiers[i - 1] as LadderTier;
    const tier = tiers[i] as LadderTier;
    if (tier.minQuantity <= previous.minQuantity) fail('阶梯价的起订数量必须逐级递增');
    if (tier.price >= previous.price) fail('阶梯价格必须逐级递减');
    if (previous.maxQuantity !== undefined && previous.maxQuantity !== tier.minQuantity - 1)
      fail(`第${i}阶梯的截止数量应为${tier.minQuantity - 1}，阶梯区间必须连续`);
  }
  const first = tiers[0] as LadderTier;
  if (first.price > goods.price)
    fail(`第一阶梯价格（¥${first.price.toFixed(2)}）不能高于商品售价（¥${goods.price.toFixed(2)}）`);
  checkDiscount(goods, (tiers.at(-1) as LadderTier).price);
  return tiers.map((tier, i) => {
    const next = tiers[i + 1];
    const { maxQuantity: _, ...rest } = tier;
    return next ? { ...rest, minQuantity: tier.minQuantity, maxQuantity: next.minQuantity - 1 } : rest;
  });
}

/** The goods fields every discount row repeats. */
export const discountFields = (goods: Goods) => ({
  goodsId: goods.id,
  sku: goods.sku,
  goodsName: goods.name,
  mainImage: goods.mainImage,
  supplierId: goods.supplierId,
  supplierName: goods.supplierName,
  price: goods.price,
});

// ---- freight

/**
 * What a supplier charges to deliver goods worth `goodsAmount` to an area (a district code): the supplier's rule for the
 * area, or its default rule; nothing without a rule or from the rule's free threshold on. The cart's freight, the
 * order's validation and the placed order all charge this.
 */
export function freightOf(supplierId: string, areaCode: string | undefined, goodsAmount: number) {
  const rules = platformTables.freights.all().filter((rule) => rule.supplierId === supplierId && rule.status === 1);
  const covers = (code: string) => !!areaCode && areaCode.startsWith(code.replace(/0+$/, ''));
  const rule = rules.find((each) => each.areaCodes.some(covers)) ?? rules.find((each) => each.isDefault === 1);
  const free = !rule || (rule.freeThreshold > 0 && goodsAmount >= rule.freeThreshold);
  return { freight: free ? 0 : rule.baseFreight, freeThreshold: rule?.freeThreshold };
}
