// Goods administration (tag goods): the supplier's goods editor and lists, shelf states by goodsState with a list of
// ids, the platform's review, aid flag and exports, quick on-shelf runs, state and price histories.
import { goodsStateLabels } from '@zc/sdk/labels';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { BusinessError, fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import {
  ancestry,
  byUpdateTime,
  type Caller,
  caller,
  categoryFields,
  changePrice,
  checkStateChange,
  type Goods,
  type GoodsState,
  goodsFilter,
  leafCategory,
  moveGoods,
  ownGoods,
  ownGoodsList,
  subtree,
  supplierScope,
} from './shared.ts';

type Query = Record<string, unknown>;
const itemTypeNames: Record<number, string> = { 1: '自营商品', 2: '电商商品', 3: '本地商品', 4: '协议商品' };

function goodsPage(who: Caller, query: Query) {
  const filter = goodsFilter({ ...query, supplierId: supplierScope(who, query.supplierId) });
  return paginate(byUpdateTime(t.goods.all().filter(filter)), query);
}

/** A prohibited word of goods texts found in the name or selling points. */
function checkProhibitedWords(...texts: (string | undefined)[]) {
  for (const word of t.prohibitWords.all())
    if (word.isEnable === 1 && word.wordType !== 2 && texts.some((text) => text?.includes(word.word)))
      fail(`商品信息包含违禁词“${word.word}”，请修改后再保存`);
}

/** What the enabled listing rules ask of a goods item going on shelf; the state it reaches (审核中 when reviewed). */
function putawayTarget(goods: Goods): GoodsState {
  const categories = new Set(ancestry(goods.categoryId).map((category) => category.id));
  const rules = t.itemPutawayRules
    .all()
    .filter(
      (rule) =>
        rule.isEnable === 1 &&
        (!rule.categoryId || categories.has(rule.categoryId)) &&
        (!rule.itemType || rule.itemType === goods.itemType),
    );
  for (const rule of rules) {
    const images = goods.images?.length ?? 0;
    if ((rule.minImageCount ?? 0) > images)
      fail(`商品“${goods.sku}”至少需要${rule.minImageCount}张图片才能上架（${rule.ruleName}）`);
    if (rule.requireBrand === 1 && !goods.brandId) fail(`商品“${goods.sku}”需要选择品牌才能上架（${rule.ruleName}）`);
    if (rule.requireMaterial === 1 && !goods.materialId)
      fail(`商品“${goods.sku}”需要绑定标准物料才能上架（${rule.ruleName}）`);
  }
  return rules.some((rule) => rule.needAudit === 1) ? 3 : 1;
}

/** Puts goods on shelf (or into review when a listing rule asks for it), after checking all of them. */
async function putOnShelf(list: Goods[], operatorName: string) {
  checkStateChange(list, 1, false);
  const targets = list.map((goods) => putawayTarget(goods));
  for (const [i, goods] of list.entries()) await moveGoods(goods, targets[i] as GoodsState, operatorName);
}

const supplierOf = (orgId: string) => accountTables.orgs.require(orgId, '供应商');

const exportColumns: [string, (goods: Goods) => unknown][] = [
  ['SKU', (goods) => goods.sku],
  ['商品名称', (goods) => goods.name],
  ['品牌', (goods) => goods.brandName],
  ['分类', (goods) => goods.categoryPath ?? goods.categoryName],
  ['供应商', (goods) => goods.supplierName],
  ['售价（元）', (goods) => goods.price],
  ['市场价（元）', (goods) => goods.marketPrice],
  ['库存', (goods) => goods.stock],
  ['单位', (goods) => goods.unit],
  ['状态', (goods) => goodsStateLabels[goods.goodsState]],
  ['商品类型', (goods) => itemTypeNames[goods.itemType]],
  ['帮扶商品', (goods) => (goods.isAid === 1 ? '是' : '否')],
  ['上架时间', (goods) => goods.upShelfTime],
];

/** Reads platform and sku from a shop url. */
function readShopUrl(url: string): { platform: string; sku: string } {
  const patterns: [RegExp, string][] = [
    [/^https?:\/\/(?:item|i-item)\.(?:m\.)?jd\.com\/(\d+)\.html/, '京东'],
    [/^https?:\/\/detail\.(?:m\.)?tmall\.com\/item\.htm\?(?:.*&)?id=(\d+)/, '天猫'],
    [/^https?:\/\/item\.taobao\.com\/item\.htm\?(?:.*&)?id=(\d+)/, '淘宝'],
    [/^https?:\/\/product\.suning\.com\/\d+\/(\d+)\.html/, '苏宁易购'],
  ];
  for (const [pattern, platform] of patterns) {
    const sku = pattern.exec(url)?.[1];
    if (sku) return { platform, sku };
  }
  fail('无法识别该链接，仅支持京东、天猫、淘宝和苏宁易购的商品详情链接');
}

export const goodsHandlers = defineHandlers({
  listSupplierGoods: ({ input, session }) => goodsPage(caller(session), input.query ?? {}),

  querySupplierGoods: ({ input, session }) => goodsPage(caller(session), input.body as Query),

  listGoodsForManage: ({ input, session }) => goodsPage(caller(session), input.query ?? {}),

  exportManagedGoods: ({ input }) => {
    const rows = byUpdateTime(t.goods.all().filter(goodsFilter(input.query)));
    return xlsxExport('平台商品列表', exportColumns, rows);
  },

  getSupplierGoods: ({ input, session }) => ownGoods(caller(session), input.query.id),

  getGoodsBySupplierSku: ({ input, session }) => {
    const who = caller(session);
    const { supplierId, sku } = input.query;
    if (who.isSupplier && supplierId !== who.user.orgId) fail('只能查询本供应商的商品', 403);
    const goods = t.goods.all().find((row) => row.supplierId === supplierId && row.sku === sku);
    if (!goods) fail(`未找到SKU为“${sku}”的商品`, 404);
    return goods;
  },

  saveSupplierGoods: async ({ input, session }) => {
    const who = caller(session);
    const body = input.body;
    const existing = body.id ? ownGoods(who, body.id) : undefined;
    if (!existing && !who.isSupplier) fail('平台管理员不能代供应商新增商品');
    if (existing?.goodsState === 3) fail(`商品“${existing.sku}”正在审核中，不能修改`);
    const supplierId = existing?.supplierId ?? who.user.orgId;
    const brand = t.brands.require(body.brandId, '品牌');
    if (brand.auditStatus !== 1 && brand.supplierId !== supplierId) fail(`品牌“${brand.name}”尚未审核通过，不能使用`);
    if (brand.auditStatus === 2) fail(`品牌“${brand.name}”审核未通过，不能使用`);
    leafCategory(body.categoryId);
    const material = body.materialId ? t.materials.require(body.materialId, '物料') : undefined;
    if (material && material.isValid !== 1) fail(`物料“${material.materialName}”已作废，不能绑定`);
    checkProhibitedWords(body.name, body.subTitle);
    const sku = body.sku ?? existing?.sku ?? `${supplierOf(supplierId).orgCode ?? 'SP'}${Date.now()}`;
    if (t.goods.all().some((row) => row.supplierId === supplierId && row.sku === sku && row.id !== existing?.id))
      fail(`SKU“${sku}”已存在，同一供应商的SKU不能重复`);
    if (body.images.length === 0) fail('请至少上传一张商品图片');
    const time = now();
    // The kind of an existing item changes through transItemType only.
    const { id: _, price, itemType, ...fields } = body;
    const common = {
      ...fields,
      sku,
      brandName: brand.name,
      ...categoryFields(body.categoryId),
      mainImage: body.mainImage ?? body.images[0],
      ...(material && { materialCode: material.materialCode }),
      updateTime: time,
    };
    if (existing) {
      await changePrice(existing, price);
      // A rejected item goes back to 待上架 once it is corrected.
      if (existing.goodsState === 4) await moveGoods(existing, 0, who.user.fullName, '修改后待重新提交');
      return t.goods.update(existing.id, common);
    }
    const supplier = supplierOf(supplierId);
    return t.goods.insert({
      ...common,
      id: newId(),
      supplierId,
      supplierName: supplier.orgNameZh,
      price,
      goodsState: 0,
      isAid: 0,
      itemType: itemType ?? 4,
      salesVolume: 0,
      createTime: time,
    } as Goods);
  },

  changeGoodsState: async ({ input, session }) => {
    const who = caller(session);
    const target = input.query.goodsState;
    const list = ownGoodsList(who, input.body);
    if (target === 1) await putOnShelf(list, who.user.fullName);
    else {
      checkStateChange(list, target, false);
      for (const goods of list) await moveGoods(goods, target, who.user.fullName);
    }
    return true;
  },

  setGoodsState: async ({ input, session }) => {
    const who = caller(session);
    const { ids, goodsState, reason } = input.body;
    const list = ownGoodsList(who, ids);
    checkStateChange(list, goodsState, true);
    if ((goodsState === 2 || goodsState === 4) && !reason?.trim())
      fail(goodsState === 2 ? '下架商品时请填写下架原因' : '驳回商品时请填写驳回原因');
    for (const goods of list) await moveGoods(goods, goodsState, who.user.fullName, reason?.trim() || undefined);
    return true;
  },

  // Documents 01 and 02 both list it: a supplier flags its own goods, an administrator any.
  setGoodsIsAid: async ({ input, session }) => {
    const who = caller(session);
    const { ids, isAid } = input.body;
    const list = ownGoodsList(who, ids);
    const time = now();
    for (const goods of list) await t.goods.update(goods.id, { isAid, updateTime: time });
    return true;
  },

  transGoodsItemType: async ({ input, session }) => {
    const who = caller(session);
    const itemType = input.query.itemType;
    const list = ownGoodsList(who, input.body);
    for (const goods of list) {
      if (goods.goodsState === 1) fail(`商品“${goods.sku}”已上架，请先下架再转换类型`);
      if (goods.goodsState === 3) fail(`商品“${goods.sku}”正在审核中，不能转换类型`);
      if (goods.itemType === itemType) fail(`商品“${goods.sku}”已是${itemTypeNames[itemType]}`);
    }
    const time = now();
    for (const goods of list) await t.goods.update(goods.id, { itemType, updateTime: time });
    return true;
  },

  identifyGoodsUrl: ({ input, session }) => {
    const who = caller(session);
    const { platform, sku } = readShopUrl(input.query.url);
    const bound = t.goods
      .all()
      .find((row) => row.sku === sku && (!who.isSupplier || row.supplierId === who.user.orgId));
    return {
      url: input.query.url,
      platform,
      sku,
      ...(bound && { name: bound.name, price: bound.price, mainImage: bound.mainImage, goodsId: bound.id }),
    };
  },

  fastUpShelf: async ({ input, session }) => {
    const who = caller(session);
    const { skus, categoryId, itemType } = input.body;
    if (categoryId) leafCategory(categoryId);
    const failDetails: { sku: string; reason: string }[] = [];
    const ready: { goods: Goods; target: GoodsState }[] = [];
    for (const sku of [...new Set(skus.map((value) => value.trim()))]) {
      const goods = t.goods
        .all()
        .find((row) => row.sku === sku && (!who.isSupplier || row.supplierId === who.user.orgId));
      const reason = !goods
        ? '未找到该SKU对应的商品，请先同步电商商品'
        : goods.goodsState === 1
          ? '商品已上架'
          : goods.goodsState === 3
            ? '商品正在审核中'
            : goods.goodsState === 4
              ? '商品审核驳回，请修改后重新提交'
              : goods.stock <= 0 && goods.itemType !== 2
                ? '商品库存为0'
                : itemType && goods.itemType !== itemType
                  ? `商品类型不是${itemTypeNames[itemType]}`
                  : null;
      if (reason || !goods) {
        failDetails.push({ sku, reason: reason ?? '' });
        continue;
      }
      try {
        ready.push({ goods, target: putawayTarget(goods) });
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        failDetails.push({ sku, reason: error.msg });
      }
    }
    const time = now();
    for (const { goods, target } of ready) {
      if (categoryId && goods.categoryId !== categoryId) await t.goods.update(goods.id, categoryFields(categoryId));
      await moveGoods(goods, target, who.user.fullName, '快速上架');
    }
    const record = await t.fastUpShelfRecords.insert({
      id: newId(),
      total: ready.length + failDetails.length,
      successCount: ready.length,
      failCount: failDetails.length,
      status: ready.length === 0 ? 2 : 1,
      failDetails,
      createTime: time,
      finishTime: now(),
    });
    await t.fastUpShelfOwners.insert({ id: record.id, supplierId: who.user.orgId });
    return record;
  },

  getLastFastUpShelfRecord: ({ session }) => {
    const who = caller(session);
    const mine = t.fastUpShelfOwners
      .all()
      .filter((owner) => owner.supplierId === who.user.orgId)
      .map((owner) => t.fastUpShelfRecords.get(owner.id))
      .filter((record) => record !== undefined);
    return newestFirst(mine, 'createTime')[0] ?? null;
  },

  listItemStateHistory: ({ input, session }) => {
    const goods = ownGoods(caller(session), input.path.id);
    return newestFirst(
      t.itemStateHis.all().filter((row) => row.goodsId === goods.id),
      'createTime',
    );
  },

  pageItemStateChanges: ({ input, session }) => {
    const who = caller(session);
    return paginate(historyRows(who, t.itemStateHis.all(), input.query ?? {}), input.query, 20);
  },

  pageOrderDetailPriceChanges: ({ input, session }) => {
    const who = caller(session);
    return paginate(historyRows(who, t.priceChanges.all(), input.query ?? {}), input.query, 20);
  },
});

/** History rows (state or price changes) filtered by goods, day, category of any level and supplier. */
function historyRows<T extends Entity<'ItemStateHis'> | Entity<'OrderDetailPriceChange'>>(
  who: Caller,
  rows: readonly T[],
  query: Query,
): T[] {
  const inCategory = query.categoryId ? subtree(String(query.categoryId)) : null;
  const supplierId = supplierScope(who, query.supplierId);
  return newestFirst(
    rows.filter(
      (row) =>
        equals(row.goodsId, query.goodsId) &&
        equals(row.supplierId, supplierId) &&
        (!query.createTime || row.createTime.startsWith(String(query.createTime))) &&
        (!inCategory || inCategory.has(row.categoryId ?? '')),
    ),
    'createTime',
  );
}
