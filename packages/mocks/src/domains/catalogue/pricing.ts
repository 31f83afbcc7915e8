// Prices (tag pricing): promotion, ladder and wholesale prices set, modified, checked and submitted by discountIds,
// approved or rejected by the platform, a discount deleted by id; self-operated prices and their settings; the e-commerce price sync.

import { discountStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { resource } from '../../engine/resource.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import {
  type Caller,
  caller,
  changePrice,
  checkDiscount,
  checkedTiers,
  discountFields,
  discountProblem,
  type Goods,
  lowestAllowedPrice,
  ownGoods,
  subtree,
  supplierScope,
} from './shared.ts';

type Discount = Entity<'PromotionPrice'> | Entity<'LadderPrice'> | Entity<'WholesalePrice'>;
type Query = Record<string, unknown>;
const discountTables = [t.promotionPrices, t.ladderPrices, t.wholesalePrices] as const;

function discountPage<T extends Discount>(rows: readonly T[], session: TokenClaims | null, query: Query) {
  const who = caller(session);
  const supplierId = supplierScope(who, query.supplierId);
  const matching = rows.filter(
    (row) =>
      contains(row.goodsName, query.goodsName) &&
      equals(row.sku, query.sku) &&
      equals(row.supplierId, supplierId) &&
      equals(row.status, query.status),
  );
  return paginate(newestFirst(matching, 'createTime'), query);
}

/** A discount of any kind by id, refused when it is another supplier's. */
function ownDiscount(who: Caller, id: string): { table: (typeof discountTables)[number]; row: Discount } {
  for (const table of discountTables) {
    const row = table.get(id);
    if (row) {
      if (who.isSupplier && row.supplierId !== who.user.orgId) fail('该折扣价不属于本供应商，无权操作', 403);
      return { table, row };
    }
  }
  fail('折扣价不存在或已删除', 404);
}

/** A discount that may still be changed: 待提交 or 已驳回 (a change goes back to 待提交). */
function changeable<T extends Discount>(who: Caller, table: { get(id: string): T | undefined }, id: string): T {
  const row = table.get(id);
  if (!row) fail('折扣价不存在或已删除', 404);
  ownDiscount(who, id);
  if (row.status !== 0 && row.status !== 3) fail(`${discountStatusLabels[row.status]}的折扣价不能修改`);
  return row;
}

/** One open discount of a kind per goods item (every status but 已失效). */
function checkNoOpenDiscount(rows: readonly Discount[], goods: Goods, label: string) {
  const open = rows.find((row) => row.goodsId === goods.id && row.status !== 4);
  if (open) fail(`商品“${goods.sku}”已有${discountStatusLabels[open.status]}的${label}，请修改原${label}`);
}

function checkPromotionWindow(startTime: string, endTime: string) {
  if (endTime <= startTime) fail('促销结束时间必须晚于开始时间');
  if (endTime <= now()) fail('促销结束时间必须晚于当前时间');
}

const created = () => ({ id: newId(), status: 0 as const, createTime: now(), updateTime: now() });
const modified = () => ({ status: 0 as const, auditRemark: undefined, updateTime: now() });

function selfPriceRow(goods: Goods) {
  const prices = t.selfPrices.get(goods.id);
  return {
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    mainImage: goods.mainImage,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    price: goods.price,
    categoryId: goods.categoryId,
    categoryName: goods.categoryName,
    supplyPrice: prices?.supplyPrice ?? goods.price,
    ...(prices?.selfPrice !== undefined && { selfPrice: prices.selfPrice, rate: prices.rate }),
    ...(prices?.updateTime && { updateTime: prices.updateTime }),
  };
}

function settingFields(body: Entity<'SelfOperatedPriceSettingForm'>, who: Caller) {
  const category = t.categories.require(body.itemCategoryId, '商品分类');
  const supplier = accountTables.orgs.require(body.supplierId, '供应商');
  if (supplier.orgType !== 4) fail(`“${supplier.orgNameZh}”不是供应商`);
  const clash = t.selfOperatedPriceSettings
    .all()
    .find((row) => row.itemCategoryId === category.id && row.supplierId === supplier.id && row.id !== body.id);
  if (clash) fail(`“${supplier.orgNameZh}”在分类“${category.name}”下已有自营定价设置`);
  return {
    itemCategoryId: category.id,
    itemCategoryName: category.name,
    supplierId: supplier.id,
    supplierName: supplier.orgNameZh,
    rate: body.rate,
    isEnable: body.isEnable ?? 1,
    ...(body.remark !== undefined && { remark: body.remark }),
    operatorName: who.user.fullName,
    updateTime: now(),
  };
}

export const pricingHandlers = defineHandlers({
  getPromotionPrice: ({ input, session }) => {
    // A promotion past its end shows as 已失效.
    const time = now();
    const rows = t.promotionPrices
      .all()
      .map((row) => (row.status === 2 && row.endTime < time ? { ...row, status: 4 as const } : row));
    return discountPage(rows, session, input.query ?? {});
  },
  getLadderPrice: ({ input, session }) => discountPage(t.ladderPrices.all(), session, input.query ?? {}),
  getWholesalePrice: ({ input, session }) => discountPage(t.wholesalePrices.all(), session, input.query ?? {}),

  setPromotionPrice: async ({ input, session }) => {
    const who = caller(session);
    const { goodsId, promotionPrice, startTime, endTime } = input.body;
    const goods = ownGoods(who, goodsId);
    checkDiscount(goods, promotionPrice);
    checkPromotionWindow(startTime, endTime);
    const overlapping = t.promotionPrices
      .all()
      .find(
        (row) => row.goodsId === goods.id && row.status !== 4 && row.startTime < endTime && startTime < row.endTime,
      );
    if (overlapping) fail(`商品“${goods.sku}”在该时段已有${discountStatusLabels[overlapping.status]}的促销价`);
    return t.promotionPrices.insert({
      ...discountFields(goods),
      ...created(),
      discountType: 1,
      promotionPrice: twoDecimals(promotionPrice),
      startTime,
      endTime,
    });
  },

  modifyPromotionPrice: async ({ input, session }) => {
    const who = caller(session);
    const { id, promotionPrice, startTime, endTime } = input.body;
    const row = changeable(who, t.promotionPrices, id);
    const goods = t.goods.require(row.goodsId, '商品');
    checkDiscount(goods, promotionPrice);
    checkPromotionWindow(startTime, endTime);
    return t.promotionPrices.update(id, {
      ...modified(),
      price: goods.price,
      promotionPrice: twoDecimals(promotionPrice),
      startTime,
      endTime,
    });
  },

  setLadderPrice: async ({ input, session }) => {
    const who = caller(session);
    const goods = ownGoods(who, input.body.goodsId);
    const tiers = checkedTiers(goods, input.body.tiers);
    checkNoOpenDiscount(t.ladderPrices.all(), goods, '阶梯价');
    return t.ladderPrices.insert({ ...discountFields(goods), ...created(), discountType: 2, tiers });
  },

  modifyLadderPrice: async ({ input, session }) => {
    const who = caller(session);
    const row = changeable(who, t.ladderPrices, input.body.id);
    const goods = t.goods.require(row.goodsId, '商品');
    const tiers = checkedTiers(goods, input.body.tiers);
    return t.ladderPrices.update(row.id, { ...modified(), price: goods.price, tiers });
  },

  setWholesalePrice: async ({ input, session }) => {
    const who = caller(session);
    const { goodsId, minQuantity, wholesalePrice } = input.body;
    const goods = ownGoods(who, goodsId);
    checkDiscount(goods, wholesalePrice);
    checkNoOpenDiscount(t.wholesalePrices.all(), goods, '批发价');
    return t.wholesalePrices.insert({
      ...discountFields(goods),
      ...created(),
      discountType: 3,
      minQuantity,
      wholesalePrice: twoDecimals(wholesalePrice),
    });
  },

  modifyWholesalePrice: async ({ input, session }) => {
    const who = caller(session);
    const { id, minQuantity, wholesalePrice } = input.body;
    const row = changeable(who, t.wholesalePrices, id);
    const goods = t.goods.require(row.goodsId, '商品');
    checkDiscount(goods, wholesalePrice);
    return t.wholesalePrices.update(id, {
      ...modified(),
      price: goods.price,
      minQuantity,
      wholesalePrice: twoDecimals(wholesalePrice),
    });
  },

  checkDiscountPrice: ({ input, session }) => {
    const who = caller(session);
    const { goodsId, price, discountId } = input.body;
    const goods = ownGoods(who, goodsId);
    if (discountId) ownDiscount(who, discountId);
    const message = discountProblem(goods, price);
    return { passed: message === null, ...(message && { message }), lowestPrice: lowestAllowedPrice(goods) };
  },

  submitDiscount: async ({ input, session }) => {
    const who = caller(session);
    const ids = [...new Set(input.query.discountIds.flatMap((id) => String(id).split(',')).filter(Boolean))];
    const found = ids.map((id) => ownDiscount(who, id));
    for (const { row } of found)
      if (row.status !== 0 && row.status !== 3)
        fail(`商品“${row.sku ?? row.goodsName}”的折扣价${discountStatusLabels[row.status]}，不能提交审核`);
    for (const { table, row } of found)
      await (table as typeof t.promotionPrices).update(row.id, { status: 1, updateTime: now() });
    return true;
  },

  auditDiscount: async ({ input, session }) => {
    const who = caller(session);
    const { discountIds, auditStatus } = input.body;
    const auditRemark = input.body.auditRemark?.trim();
    if (auditStatus === 3 && !auditRemark) fail('驳回折扣价时请填写驳回原因');
    const found = [...new Set(discountIds)].map((id) => ownDiscount(who, id));
    for (const { row } of found)
      if (row.status !== 1)
        fail(`商品“${row.sku ?? row.goodsName}”的折扣价${discountStatusLabels[row.status]}，不能审核`);
    for (const { table, row } of found)
      await (table as typeof t.promotionPrices).update(row.id, {
        status: auditStatus,
        auditRemark: auditStatus === 3 ? auditRemark : undefined,
        updateTime: now(),
      });
    return true;
  },

  deleteDiscount: ({ input, session }) => {
    const who = caller(session);
    const { table, row } = ownDiscount(who, input.path.id);
    if (row.status === 1) fail('待审核的折扣价不能删除');
    table.remove(row.id);
    return true;
  },

  listSelfPriceGoods: ({ input }) => {
    const query = input.query ?? {};
    const inCategory = query.categoryId ? subtree(query.categoryId) : null;
    const rows = t.goods
      .all()
      .filter(
        (goods) =>
          goods.itemType === 1 &&
          contains(goods.name, query.goodsName) &&
          equals(goods.sku, query.sku) &&
          equals(goods.supplierId, query.supplierId) &&
          (!inCategory || inCategory.has(goods.categoryId)),
      )
      .map(selfPriceRow);
    return paginate(newestFirst(rows, 'updateTime'), query);
  },

  setSelfPrice: async ({ input }) => {
    const items = input.body.items.map(({ goodsId, selfPrice }) => {
      const goods = t.goods.require(goodsId, '商品');
      if (goods.itemType !== 1) fail(`商品“${goods.sku}”不是自营商品，不能设置自营价格`);
      const supplyPrice = t.selfPrices.get(goods.id)?.supplyPrice ?? goods.price;
      if (selfPrice < supplyPrice)
        fail(`商品“${goods.sku}”的自营价格（¥${selfPrice.toFixed(2)}）不能低于供货价（¥${supplyPrice.toFixed(2)}）`);
      return { goods, supplyPrice, selfPrice: twoDecimals(selfPrice) };
    });
    for (const { goods, supplyPrice, selfPrice } of items) {
      await changePrice(goods, selfPrice);
      const prices = {
        supplyPrice,
        selfPrice,
        rate: twoDecimals((selfPrice / supplyPrice - 1) * 100),
        updateTime: now(),
      };
      if (t.selfPrices.get(goods.id)) await t.selfPrices.update(goods.id, prices);
      else await t.selfPrices.insert({ id: goods.id, ...prices });
    }
    return true;
  },

  // A supplier syncs its own e-commerce goods (document 01), an administrator every supplier's (02).
  syncAllItemPrice: ({ session }) => {
    const who = caller(session);
    const mine = (goods: Entity<'GoodsItem'>) => !who.isSupplier || goods.supplierId === who.user.orgId;
    if (!t.goods.all().some((goods) => goods.itemType === 2 && mine(goods))) fail('没有需要同步价格的电商商品');
    return true;
  },

  ...resource(t.selfOperatedPriceSettings, {
    label: '自营定价设置',
    page: 'pageSelfOperatedPriceSettings',
    detail: 'getSelfOperatedPriceSetting',
    remove: 'deleteSelfOperatedPriceSetting',
  }),

  addSelfOperatedPriceSetting: async ({ input, session }) => {
    const who = caller(session);
    const { id: _, ...body } = input.body;
    return t.selfOperatedPriceSettings.insert({ id: newId(), createTime: now(), ...settingFields(body, who) });
  },

  updateSelfOperatedPriceSetting: async ({ input, session }) => {
    const who = caller(session);
    const existing = t.selfOperatedPriceSettings.require(input.body.id, '自营定价设置');
    return t.selfOperatedPriceSettings.update(existing.id, settingFields(input.body, who));
  },
});
