// Contract requests of the catalogue: seeded rows in the state each call needs. The suite calls the operations in
// path order on one store, so each call picks rows no earlier call has used up (deletes take the rows adds made).

import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { formatDateTime } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs, supplierOrgIds } from '../accounts/seed.ts';

type Goods = Entity<'GoodsItem'>;

/** Bodies of the update calls: the SDK types `Form & { id }` (allOf) as `Form & Record<string, never>`. */
const update = (body: { id: string } & Record<string, unknown>) => body as never;

const user = (account: string) => accountTables.users.all().find((row) => row.account === account) as Entity<'User'>;
const category = (name: string) => t.categories.all().find((row) => row.name === name) as Entity<'Category'>;
const brand = (name: string) => t.brands.all().find((row) => row.name === name) as Entity<'Brand'>;
/** An evaluation made (not a line still waiting for one). */
const madeEvaluation = () => t.evaluations.all().find((row) => row.evaluateState === 1) as Entity<'Evaluate'>;
const inDays = (days: number) => formatDateTime(new Date(Date.now() + days * 86_400_000));

/** Goods of a supplier in a state, the nth of them. */
const goodsOf = (supplierId: string, state: number, n = 0, also: (goods: Goods) => boolean = () => true) =>
  t.goods.all().filter((row) => row.supplierId === supplierId && row.goodsState === state && also(row))[n] as Goods;
const hasOpen = (rows: readonly { goodsId: string; status: number }[], goods: Goods) =>
  rows.some((row) => row.goodsId === goods.id && row.status !== 4);
const gysDiscount = <T extends { supplierId: string; status: number }>(rows: readonly T[], status: number, n = 0) =>
  rows.filter((row) => row.supplierId === seededOrgs.supplier && row.status === status)[n] as T;
const cartRows = (account: string, cartType: number) =>
  t.cartItems.all().filter((row) => row.userId === user(account).id && row.cartType === cartType);
const byName = <T extends Record<K, unknown>, K extends string>(rows: readonly T[], key: K, value: string) =>
  rows.find((row) => row[key] === value) as T;

export const catalogueContractRequests = defineContractRequests({
  // ---- follows and brands
  saveFocus: {
    as: 'purchaser',
    input: () => ({ body: { focusId: seededOrgs.localSupplier, focusType: 1, isFocus: 1 } }),
  },
  addBrand: { input: () => ({ body: { name: '白雪', nameEn: 'SNOWHITE', initial: 'B', isShow: 1 } }) },
  updateBrand: {
    input: () => ({
      body: update({
        id: brand('道林').id,
        name: '道林',
        nameEn: 'DAOLIN',
        initial: 'D',
        description: '道林文具，专注财务装订用品。',
      }),
    }),
  },
  getBrand: { input: () => ({ path: { id: brand('得力').id } }) },
  deleteBrand: { input: () => ({ path: { id: brand('白雪').id } }) },
  supplierQueryBrands: { as: 'supplier', input: () => ({ query: {} }) },
  auditBrand: { input: () => ({ body: { id: brand('白云洁').id, auditStatus: 1 } }) },
  saveSelectedCategories: {
    input: () => ({ body: { categoryIds: [category('办公用品').id, category('文具').id] } }),
  },

  // ---- categories
  addCategory: { input: () => ({ body: { parentId: category('文具').id, name: '中性笔芯', sort: 9 } }) },
  updateCategory: {
    input: () => ({
      body: update({
        id: (category('中性笔芯') ?? category('中性笔替芯')).id,
        parentId: category('文具').id,
        name: '中性笔替芯',
        sort: 9,
      }),
    }),
  },
  getCategory: { input: () => ({ path: { id: category('签字笔').id } }) },
  invalidateCategory: { input: () => ({ path: { id: category('中性笔替芯').id } }) },

  // ---- cart helpers and the detail page
  batchQueryFreight: {
    as: 'purchaser',
    input: () => {
      const goods = goodsOf(seededOrgs.supplier, 1, 3);
      return {
        body: { areaCode: '110108', items: [{ supplierId: goods.supplierId, goodsId: goods.id, quantity: 2 }] },
      };
    },
  },
  getGoodsDetail: { input: () => ({ query: { id: goodsOf(seededOrgs.ecommerceSupplier, 1, 0).id } }) },
  getZoneByCode: { input: () => ({ path: { areaCode: 'mining' } }) },

  // ---- discounts
  checkDiscountPrice: {
    as: 'supplier',
    input: () => {
      const goods = goodsOf(seededOrgs.supplier, 1, 5);
      return { body: { discountType: 1, goodsId: goods.id, price: twoDecimals(goods.price * 0.9) } };
    },
  },
  auditDiscount: {
    input: () => ({
      body: {
        discountIds: [gysDiscount(t.wholesalePrices.all(), 1).id],
        auditStatus: 3,
        auditRemark: '批发价低于协议价',
      },
    }),
  },
  deleteDiscount: { as: 'supplier', input: () => ({ path: { id: gysDiscount(t.promotionPrices.all(), 4).id } }) },
  getLadderPrice: { as: 'supplier', input: () => ({ query: {} }) },
  getPromotionPrice: { as: 'supplier', input: () => ({ query: {} }) },
  getWholesalePrice: { as: 'supplier', input: () => ({ query: {} }) },
  modifyLadderPrice: {
    as: 'supplier',
    input: () => {
      const row = gysDiscount(t.ladderPrices.all(), 3);
      const price = (t.goods.get(row.goodsId) as Goods).price;
      return {
        body: {
          id: row.id,
          tiers: [
            { minQuantity: 1, price },
            { minQuantity: 20, price: twoDecimals(price * 0.95) },
            { minQuantity: 100, price: twoDecimals(price * 0.9) },
          ],
        },
      };
    },
  },
  modifyPromotionPrice: {
    as: 'supplier',
    input: () => {
      const row = gysDiscount(t.promotionPrices.all(), 3);
      const price = (t.goods.get(row.goodsId) as Goods).price;
      return {
        body: { id: row.id, promotionPrice: twoDecimals(price * 0.92), startTime: inDays(1), endTime: inDays(31) },
      };
    },
  },
  modifyWholesalePrice: {
    as: 'supplier',
    input: () => {
      const row = gysDiscount(t.wholesalePrices.all(), 0);
      const price = (t.goods.get(row.goodsId) as Goods).price;
      return { body: { id: row.id, minQuantity: 30, wholesalePrice: twoDecimals(price * 0.9) } };
    },
  },
  setLadderPrice: {
    as: 'supplier',
    input: () => {
      const goods = goodsOf(seededOrgs.supplier, 1, 0, (row) => !hasOpen(t.ladderPrices.all(), row));
      return {
        body: {
          goodsId: goods.id,
          tiers: [
            { minQuantity: 1, maxQuantity: 9, price: goods.price },
            { minQuantity: 10, maxQuantity: 49, price: twoDecimals(goods.price * 0.96) },
            { minQuantity: 50, price: twoDecimals(goods.price * 0.92) },
          ],
        },
      };
    },
  },
  setPromotionPrice: {
    as: 'supplier',
    input: () => {
      const goods = goodsOf(seededOrgs.supplier, 1, 0, (row) => !hasOpen(t.promotionPrices.all(), row));
      return {
        body: {
          goodsId: goods.id,
          promotionPrice: twoDecimals(goods.price * 0.9),
          startTime: inDays(1),
          endTime: inDays(15),
        },
      };
    },
  },
  setWholesalePrice: {
    as: 'supplier',
    input: () => {
      const goods = goodsOf(seededOrgs.supplier, 1, 0, (row) => !hasOpen(t.wholesalePrices.all(), row));
      return { body: { goodsId: goods.id, minQuantity: 20, wholesalePrice: twoDecimals(goods.price * 0.9) } };
    },
  },
  submitDiscount: {
    as: 'supplier',
    input: () => ({
      query: { discountIds: [gysDiscount(t.promotionPrices.all(), 0).id, gysDiscount(t.ladderPrices.all(), 0).id] },
    }),
  },

  // ---- goods
  fastUpShelf: {
    as: 'supplier',
    input: () => ({
      body: {
        skus: [
          goodsOf(seededOrgs.supplier, 2, 0, (row) => row.stock > 0).sku,
          goodsOf(seededOrgs.supplier, 0, 0, (row) => row.stock > 0).sku,
          'C0199999999',
        ],
      },
    }),
  },
  getDeliveryTime: {
    input: () => ({ query: { goodsId: goodsOf(seededOrgs.localSupplier, 1, 0).id, areaCode: '370102' } }),
  },
  changeGoodsState: {
    as: 'supplier',
    input: () => ({ query: { goodsState: 2 }, body: [goodsOf(seededOrgs.supplier, 1, 20).id] }),
  },
  identifyGoodsUrl: {
    as: 'ecommerceSupplier',
    input: () => ({ query: { url: `https://item.jd.com/${goodsOf(seededOrgs.ecommerceSupplier, 1, 2).sku}.html` } }),
  },
  getGoodsBySupplierSku: {
    as: 'supplier',
    input: () => ({ query: { supplierId: seededOrgs.supplier, sku: goodsOf(seededOrgs.supplier, 1, 30).sku } }),
  },
  listSupplierGoods: { as: 'supplier', input: () => ({ query: { goodsState: 1 } }) },
  querySupplierGoods: { as: 'supplier', input: () => ({ body: { name: '签字笔', current: 1, size: 10 } }) },
  setSelfPrice: {
    input: () => {
      const row = t.selfPrices.all().find((prices) => prices.selfPrice === undefined) as {
        id: string;
        supplyPrice: number;
      };
      return { body: { items: [{ goodsId: row.id, selfPrice: twoDecimals(row.supplyPrice * 1.1) }] } };
    },
  },
  setGoodsState: {
    input: () => ({
      body: { ids: [goodsOf(supplierOrgIds[2] as string, 3, 0).id], goodsState: 1, reason: '资料齐全，审核通过' },
    }),
  },
  setGoodsIsAid: { input: () => ({ body: { ids: [goodsOf(supplierOrgIds[8] as string, 1, 0).id], isAid: 1 } }) },
  saveSupplierGoods: {
    as: 'supplier',
    input: () => {
      const image = category('办公用品').icon as string;
      return {
        body: {
          sku: 'CX-QX-0001',
          name: '齐心 票据夹 QX-2026 A4 蓝色',
          brandId: brand('齐心').id,
          categoryId: category('票据夹').id,
          price: 12.8,
          marketPrice: 15.9,
          stock: 500,
          unit: '个',
          images: [image],
          spec: 'A4 蓝色',
        },
      };
    },
  },
  getSupplierGoods: { as: 'supplier', input: () => ({ query: { id: goodsOf(seededOrgs.supplier, 1, 40).id } }) },
  transGoodsItemType: {
    as: 'supplier',
    input: () => ({
      query: { itemType: 1 },
      body: [goodsOf(seededOrgs.supplier, 0, 3, (row) => row.itemType === 4).id],
    }),
  },
  getLastFastUpShelfRecord: { as: 'supplier', input: () => ({}) },
  queryStocksWithAddress: {
    input: () => ({
      body: { provinceCode: '11', items: [{ goodsId: goodsOf(seededOrgs.supplier, 1, 50).id, quantity: 3 }] },
    }),
  },

  // ---- rules
  addItemPutawayRule: {
    input: () => ({
      body: { ruleName: '五金工具上架规则', categoryId: category('五金工具').id, needAudit: 0, minImageCount: 1 },
    }),
  },
  updateItemPutawayRule: {
    input: () => {
      const rule = byName(t.itemPutawayRules.all(), 'ruleName', '通用上架规则');
      return {
        body: update({
          id: rule.id,
          ruleName: rule.ruleName,
          needAudit: 0,
          minImageCount: 1,
          remark: '所有商品至少一张主图',
        }),
      };
    },
  },
  getItemPutawayRule: {
    input: () => ({ path: { id: byName(t.itemPutawayRules.all(), 'ruleName', '通用上架规则').id } }),
  },
  deleteItemPutawayRule: {
    input: () => ({ path: { id: byName(t.itemPutawayRules.all(), 'ruleName', '五金工具上架规则').id } }),
  },
  addItemReport: {
    as: 'purchaser',
    input: () => ({
      body: { goodsId: goodsOf(seededOrgs.supplier, 1, 60).id, reportType: 1, content: '结算价格高于页面价格' },
    }),
  },
  pageItemReports: { input: () => ({ query: { handleStatus: 0 } }) },
  handleItemReport: {
    input: () => {
      const report = t.itemReports.all().find((row) => row.handleStatus === 0) as Entity<'ItemReport'>;
      return { body: { id: report.id, handleResult: 2, handleRemark: '经核实商品信息与实物不符，下架处理' } };
    },
  },
  addItemRule: {
    input: () => ({
      body: { ruleName: '五金工具限价规则', categoryId: category('五金工具').id, minPriceRate: 40, maxPriceRate: 130 },
    }),
  },
  updateItemRule: {
    input: () => {
      const rule = byName(t.itemRules.all(), 'ruleName', '全品类价格规则');
      return {
        body: update({
          id: rule.id,
          ruleName: rule.ruleName,
          minPriceRate: 30,
          maxPriceRate: 150,
          remark: '2026年度修订',
        }),
      };
    },
  },
  getItemRule: { input: () => ({ path: { id: byName(t.itemRules.all(), 'ruleName', '全品类价格规则').id } }) },
  deleteItemRule: { input: () => ({ path: { id: byName(t.itemRules.all(), 'ruleName', '五金工具限价规则').id } }) },
  listItemStateHistory: { input: () => ({ path: { id: goodsOf(seededOrgs.supplier, 2, 1).id } }) },

  // ---- library keywords
  addLibraryKeyword: {
    input: () => ({ body: { keyword: '订书针', standardName: '订书钉', categoryId: category('订书钉').id } }),
  },
  updateLibraryKeyword: {
    input: () => {
      const row = byName(t.libraryKeywords.all(), 'keyword', '中性笔');
      return {
        body: update({
          id: row.id,
          keyword: '中性笔',
          standardName: '签字笔（中性）',
          categoryId: category('文具').id,
        }),
      };
    },
  },
  getLibraryKeyword: { input: () => ({ path: { id: byName(t.libraryKeywords.all(), 'keyword', '中性笔').id } }) },
  deleteLibraryKeyword: { input: () => ({ path: { id: byName(t.libraryKeywords.all(), 'keyword', '订书针').id } }) },

  // ---- materials
  addMaterial: {
    input: () => ({
      body: {
        materialCode: 'WL9900001',
        materialName: '票据夹',
        categoryId: category('票据夹').id,
        unit: '个',
        spec: 'A4',
      },
    }),
  },
  updateMaterial: {
    input: () => {
      const row = t.materials.all()[0] as Entity<'Material'>;
      return {
        body: update({
          id: row.id,
          materialCode: row.materialCode,
          materialName: row.materialName,
          categoryId: row.categoryId as string,
          unit: row.unit,
          referencePrice: 12.5,
        }),
      };
    },
  },
  getMaterial: { input: () => ({ path: { id: (t.materials.all()[0] as Entity<'Material'>).id } }) },
  deleteMaterial: { input: () => ({ path: { id: byName(t.materials.all(), 'materialCode', 'WL9900001').id } }) },
  getMaterialCommodity: {
    input: () => ({
      query: { materialId: (t.goods.all().find((row) => row.materialId) as Goods).materialId as string },
    }),
  },
  supplierMaterialList: { as: 'supplier', input: () => ({ query: {} }) },

  // ---- favourites and navigation
  queryMyCollect: { as: 'purchaser', input: () => ({ query: {} }) },
  queryMyCollectByGoodsId: {
    as: 'purchaser',
    input: () => ({
      query: {
        goodsId: (t.collects.all().find((row) => row.userId === user('caigou01').id) as { goodsId: string }).goodsId,
      },
    }),
  },
  saveOrUpdateMyCollect: {
    as: 'purchaser',
    input: () => ({ body: { goodsId: goodsOf(seededOrgs.supplier, 1, 70).id, isCollect: 1 } }),
  },
  initOfficeSuppliesChildren: {
    input: () => ({ query: { itemids: `${category('办公用品').id},${category('劳保用品').id}` } }),
  },

  // ---- carts (caigou01; the project manager empties their own cart)
  getShoppingCart: { as: 'purchaser', input: () => ({}) },
  getCartItem: { as: 'purchaser', input: () => ({ path: { id: (cartRows('caigou01', 0)[0] as { id: string }).id } }) },
  deleteCartItem: {
    as: 'purchaser',
    input: () => ({ path: { id: (cartRows('caigou01', 0).at(-1) as { id: string }).id } }),
  },
  deleteAuctionDemandCartItem: {
    as: 'purchaser',
    input: () => ({ path: { id: (cartRows('caigou01', 2)[0] as { id: string }).id } }),
  },
  addAuctionDemandCartItem: {
    as: 'purchaser',
    input: () => ({ body: { goodsId: goodsOf(seededOrgs.localSupplier, 1, 5).id, quantity: 200 } }),
  },
  getAuctionDemandCartList: { as: 'purchaser', input: () => ({}) },
  getAuctionCartItemsByIds: {
    as: 'purchaser',
    input: () => ({ body: cartRows('caigou01', 2).map((row) => row.id) }),
  },
  addDemandCartItem: {
    as: 'purchaser',
    input: () => ({ body: { goodsId: goodsOf(seededOrgs.localSupplier, 1, 6).id, quantity: 20 } }),
  },
  getDemandCartList: { as: 'purchaser', input: () => ({}) },
  emptyCartByUserId: { as: 'projectManager', input: () => ({ path: { userId: user('xiangmu01').id } }) },
  getCartItemsByIds: {
    as: 'purchaser',
    input: () => ({
      body: cartRows('caigou01', 0)
        .slice(0, 2)
        .map((row) => row.id),
    }),
  },
  addCartGoods: {
    as: 'purchaser',
    input: () => ({
      query: { purchaserId: seededOrgs.purchaser },
      body: {
        goodsId: goodsOf(seededOrgs.ecommerceSupplier, 1, 8, (row) => row.stock > 10 && row.minBuyNum === 1).id,
        quantity: 2,
      },
    }),
  },
  updateCartGoods: {
    as: 'purchaser',
    input: () => ({ body: { id: (cartRows('caigou01', 0)[0] as { id: string }).id, quantity: 2, checked: 1 } }),
  },
  removeCartItemsByIds: {
    as: 'purchaser',
    input: () => ({ body: [(cartRows('caigou01', 0)[1] as { id: string }).id] }),
  },
  exportCart: { as: 'purchaser', input: () => ({}) },

  // ---- history tracks
  delHistoryTracksList: {
    as: 'purchaser',
    input: () => ({
      body: [(t.historyTracks.all().find((row) => row.userId === user('caigou01').id) as { id: string }).id],
    }),
  },
  getHistoryTracksList: { as: 'purchaser', input: () => ({ body: { page: 1, size: 10 } }) },

  // ---- prohibited words
  addProhibitWord: { input: () => ({ body: { word: '史上最低价', wordType: 1 } }) },
  updateProhibitWord: {
    input: () => {
      const row = byName(t.prohibitWords.all(), 'word', '全网最低');
      return { body: update({ id: row.id, word: '全网最低', wordType: 3, remark: '商品与评价均禁用' }) };
    },
  },
  getProhibitWord: { input: () => ({ path: { id: byName(t.prohibitWords.all(), 'word', '全网最低').id } }) },
  deleteProhibitWord: { input: () => ({ path: { id: byName(t.prohibitWords.all(), 'word', '史上最低价').id } }) },

  // ---- properties and values
  addProperty: {
    input: () => ({
      body: { categoryId: category('文件管理').id, name: '材质', propertyType: 1, inputType: 2, sort: 5 },
    }),
  },
  updateProperty: {
    input: () => {
      const row = byName(t.properties.all(), 'name', '笔尖规格');
      return {
        body: update({
          id: row.id,
          categoryId: row.categoryId,
          name: '笔尖规格',
          propertyType: 2,
          inputType: 2,
          isSearch: 1,
        }),
      };
    },
  },
  getProperty: { input: () => ({ path: { id: byName(t.properties.all(), 'name', '笔尖规格').id } }) },
  deleteProperty: {
    input: () => ({
      path: {
        id: (
          t.properties.all().find((row) => row.name === '材质' && row.categoryId === category('文件管理').id) as {
            id: string;
          }
        ).id,
      },
    }),
  },
  listCategoryProperties: { input: () => ({ path: { id: category('签字笔').id } }) },
  addPropertyValue: {
    input: () => ({
      body: { propertyId: byName(t.properties.all(), 'name', '笔尖规格').id, value: '0.35mm', sort: 9 },
    }),
  },
  updatePropertyValue: {
    input: () => {
      const row =
        byName(t.propertyValues.all(), 'value', '0.35mm') ?? (t.propertyValues.all()[0] as Entity<'PropertyValue'>);
      return { body: update({ id: row.id, propertyId: row.propertyId, value: '0.35mm', sort: 0 }) };
    },
  },
  getPropertyValue: { input: () => ({ path: { id: byName(t.propertyValues.all(), 'value', '0.35mm').id } }) },
  deletePropertyValue: { input: () => ({ path: { id: byName(t.propertyValues.all(), 'value', '0.35mm').id } }) },
  addPropertyValuePurchaser: {
    input: () => ({
      body: {
        propertyId: byName(t.properties.all(), 'name', '克重').id,
        purchaserId: seededOrgs.purchaser,
        value: '70克（集团标准）',
      },
    }),
  },
  updatePropertyValuePurchaser: {
    input: () => {
      const row = t.propertyValuePurchasers.all()[0] as Entity<'PropertyValuePurchaser'>;
      return {
        body: update({
          id: row.id,
          propertyId: row.propertyId,
          purchaserId: row.purchaserId,
          value: row.value,
          sort: 1,
        }),
      };
    },
  },
  getPropertyValuePurchaser: {
    input: () => ({ path: { id: (t.propertyValuePurchasers.all()[0] as { id: string }).id } }),
  },
  deletePropertyValuePurchaser: {
    input: () => ({ path: { id: byName(t.propertyValuePurchasers.all(), 'value', '70克（集团标准）').id } }),
  },

  // ---- branches and evaluations
  getBranchShowList: { as: 'purchaser', input: () => ({ path: { orgId: seededOrgs.purchaser } }) },
  queryEvaluateDetail: {
    as: 'purchaser',
    input: () => ({ query: { orderId: (t.evaluations.all()[0] as Entity<'Evaluate'>).orderId } }),
  },
  queryEvaluateDetailByGoodsId: {
    input: () => ({ query: { goodsId: madeEvaluation().goodsId } }),
  },
  hideEvaluate: {
    input: () => ({ body: { id: madeEvaluation().id, isHidden: 1 } }),
  },
  replyEvaluate: {
    input: () => ({ body: { id: madeEvaluation().id, content: '已联系供应商核实处理，感谢您的反馈。' } }),
  },
  queryMyEvaluate: { as: 'purchaser', input: () => ({ query: { evaluateState: 0 } }) },
  saveEvaluate: {
    as: 'purchaser',
    input: () => {
      const row = t.evaluations.all().find((item) => item.evaluateState === 0) as Entity<'Evaluate'>;
      return {
        body: {
          orderId: row.orderId,
          items: [{ orderDetailId: row.orderDetailId as string, score: 5, content: '到货及时，质量不错。' }],
          isAnonymous: 0,
        },
      };
    },
  },

  // ---- self-operated price settings
  addSelfOperatedPriceSetting: {
    input: () => ({
      body: { itemCategoryId: category('家用电器').id, supplierId: supplierOrgIds[7] as string, rate: 6 },
    }),
  },
  updateSelfOperatedPriceSetting: {
    input: () => {
      const row = t.selfOperatedPriceSettings.all()[0] as Entity<'SelfOperatedPriceSetting'>;
      return {
        body: update({
          id: row.id,
          itemCategoryId: row.itemCategoryId,
          supplierId: row.supplierId,
          rate: 9,
          isEnable: 1,
        }),
      };
    },
  },
  getSelfOperatedPriceSetting: {
    input: () => ({ path: { id: (t.selfOperatedPriceSettings.all()[0] as { id: string }).id } }),
  },
  deleteSelfOperatedPriceSetting: {
    input: () => ({
      path: {
        id: (t.selfOperatedPriceSettings.all().find((row) => row.supplierId === supplierOrgIds[7]) as { id: string })
          .id,
      },
    }),
  },

  // ---- category templates
  addSysTemplateCategory: {
    input: () => {
      const template = byName(t.templates.all(), 'templateName', '通用商品导入模板');
      return {
        body: {
          templateName: '五金工具商品导入模板',
          templateType: 1,
          categoryId: category('五金工具').id,
          fileId: template.fileId as string,
        },
      };
    },
  },
  updateSysTemplateCategory: {
    input: () => {
      const row = byName(t.templates.all(), 'templateName', '电脑办公商品导入模板');
      return {
        body: update({
          id: row.id,
          templateName: row.templateName,
          templateType: 1,
          categoryId: row.categoryId,
          fileId: row.fileId as string,
          isEnable: 1,
        }),
      };
    },
  },
  getSysTemplateCategory: {
    input: () => ({ path: { id: byName(t.templates.all(), 'templateName', '电脑办公商品导入模板').id } }),
  },
  deleteSysTemplateCategory: {
    input: () => ({ path: { id: byName(t.templates.all(), 'templateName', '五金工具商品导入模板').id } }),
  },
  getTemplateListByParam: { input: () => ({ path: { templateType: 1, categoryId: category('轻薄本').id } }) },
});
