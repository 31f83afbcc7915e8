// Tables of the catalogue (categories, brands, properties, materials, rules), goods and their prices, the mall's
// navigation, carts, evaluations, favourites and history tracks. Rows are the spec's entities; rows that belong to a
// user (favourites, tracks, follows) keep only the keys and are shown joined with the current goods item.
import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

export const catalogueTables = {
  // catalogue
  categories: new Table('categories', entitySchema('Category')),
  brands: new Table('brands', entitySchema('Brand')),
  /** Properties without their values (the values live in propertyValues and are joined when shown). */
  properties: new Table('properties', entitySchema('Property')),
  propertyValues: new Table('propertyValues', entitySchema('PropertyValue')),
  propertyValuePurchasers: new Table('propertyValuePurchasers', entitySchema('PropertyValuePurchaser')),
  /** Materials; goodsCount is counted from the goods when shown. */
  materials: new Table('materials', entitySchema('Material')),
  itemRules: new Table('itemRules', entitySchema('ItemRule')),
  itemPutawayRules: new Table('itemPutawayRules', entitySchema('ItemPutawayRule')),
  templates: new Table('sysTemplateCategories', entitySchema('SysTemplateCategory')),
  libraryKeywords: new Table('libraryKeywords', entitySchema('LibraryKeyword')),
  prohibitWords: new Table('prohibitWords', entitySchema('ProhibitWord')),
  /** The mall home menu's chosen categories (id = category id), in `sort` order. */
  selectedCategories: new Table('selectedCategories', z.object({ id: z.string(), sort: z.number().int() })),
  settingLogs: new Table('settingLogs', entitySchema('SettingLog')),

  // goods
  goods: new Table('goods', entitySchema('GoodsItem')),
  itemStateHis: new Table('itemStateHis', entitySchema('ItemStateHis')),
  priceChanges: new Table('goodsPriceChanges', entitySchema('OrderDetailPriceChange')),
  fastUpShelfRecords: new Table('fastUpShelfRecords', entitySchema('FastUpShelfRecord')),
  /** Which supplier made each quick on-shelf run (the record itself does not say). */
  fastUpShelfOwners: new Table('fastUpShelfOwners', z.object({ id: z.string(), supplierId: z.string() })),
  /** Goods reports: the goods item and the reporter are joined when shown. */
  itemReports: new Table(
    'itemReports',
    z.object({
      id: z.string(),
      goodsId: z.string(),
      reportType: entitySchema('ItemReportType'),
      content: z.string(),
      images: z.array(z.string()),
      contactPhone: z.string().optional(),
      userId: z.string().optional(),
      createTime: z.string(),
      handleStatus: entitySchema('ItemReportHandleStatus'),
      handleResult: entitySchema('ItemReportHandleResult').optional(),
      handleRemark: z.string().optional(),
      handlerName: z.string().optional(),
      handleTime: z.string().optional(),
    }),
  ),

  // pricing
  promotionPrices: new Table('promotionPrices', entitySchema('PromotionPrice')),
  ladderPrices: new Table('ladderPrices', entitySchema('LadderPrice')),
  wholesalePrices: new Table('wholesalePrices', entitySchema('WholesalePrice')),
  /** Supply and self-operated prices of self-operated goods (id = goods id). */
  selfPrices: new Table(
    'selfPrices',
    z.object({
      id: z.string(),
      supplyPrice: z.number(),
      selfPrice: z.number().optional(),
      rate: z.number().optional(),
      updateTime: z.string().optional(),
    }),
  ),
  selfOperatedPriceSettings: new Table('selfOperatedPriceSettings', entitySchema('SelfOperatedPriceSetting')),

  // mall
  navigations: new Table('sysNavigations', entitySchema('Navigation')),

  // carts, evaluations, favourites, history
  cartItems: new Table('cartItems', entitySchema('CartItem')),
  evaluations: new Table('evaluations', entitySchema('Evaluate')),
  projectEvaluations: new Table('projectEvaluations', entitySchema('ProjectEvaluate')),
  collects: new Table(
    'myCollects',
    z.object({ id: z.string(), userId: z.string(), goodsId: z.string(), createTime: z.string() }),
  ),
  historyTracks: new Table(
    'historyTracks',
    z.object({ id: z.string(), userId: z.string(), goodsId: z.string(), browseTime: z.string() }),
  ),
  focuses: new Table(
    'focuses',
    z.object({
      id: z.string(),
      userId: z.string(),
      focusId: z.string(),
      focusType: z.union([z.literal(1), z.literal(2)]),
      isFocus: flag,
      createTime: z.string(),
    }),
  ),
};
