// The mall (tag mall): home page blocks (from the platform's content settings), navigation, goods search and
// suggestions, the goods detail page with its prices in force, stock and delivery by area.

import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { formatDate, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { platformTables } from '../../tables/platform.ts';
import { fileUrl } from '../files/files.ts';
import { seededFiles } from '../files/seed.ts';
import {
  activeLadder,
  activePromotion,
  activeWholesale,
  ancestry,
  caller,
  childrenOf,
  type Goods,
  homeMenuCategories,
  subtree,
} from './shared.ts';

type NavCategory = Entity<'NavCategory'>;

/** A goods zone the mall shows (enabled), by its code, or a refusal. */
function shownZone(areaCode: string) {
  const zone = platformTables.productAreas.all().find((row) => row.areaCode === areaCode && row.isEnable === 1);
  if (!zone) fail('专区不存在或未开放');
  return zone;
}
/** The categories of a zone, with everything under them. */
const zoneCategories = (zone: Entity<'ProductArea'>) =>
  new Set((zone.categoryIds ?? []).flatMap((id) => [...subtree(id)]));

const onShelf = () => t.goods.all().filter((goods) => goods.goodsState === 1);
const bySort = <T extends { sort?: number }>(rows: T[]) => rows.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** Text matches when every word of the keyword is in the name, the brand or the category path. */
function keywordMatcher(keyword: string | undefined) {
  const words = (keyword ?? '').trim().split(/\s+/).filter(Boolean);
  return (goods: Goods) =>
    words.every(
      (word) =>
        goods.name.includes(word) ||
        (goods.brandName ?? '').includes(word) ||
        (goods.categoryPath ?? goods.categoryName ?? '').includes(word),
    );
}

/** The signed-in user of a public call, when there is one. */
const signedIn = (session: TokenClaims | null) => (session ? caller(session) : null);

/** Evaluation summary of goods or suppliers: count, average score and the share of 4 and 5 stars. */
function evaluationSummary(test: (row: Entity<'Evaluate'>) => boolean) {
  const rows = t.evaluations.all().filter((row) => row.evaluateState !== 0 && test(row));
  const good = rows.filter((row) => row.score >= 4).length;
  const average = rows.length ? rows.reduce((sum, row) => sum + row.score, 0) / rows.length : 5;
  return {
    count: rows.length,
    average: twoDecimals(average),
    goodRate: rows.length ? twoDecimals((good / rows.length) * 100) : 100,
  };
}

export function supplierBrief(supplierId: string, goods: readonly Goods[] = onShelf()): Entity<'SupplierBrief'> {
  const org = accountTables.orgs.require(supplierId, '供应商');
  const own = goods.filter((row) => row.supplierId === supplierId);
  const tops = new Map<string, number>();
  for (const row of own) {
    const top = (row.categoryPath ?? '').split('/')[0] ?? '';
    tops.set(top, (tops.get(top) ?? 0) + 1);
  }
  return {
    supplierId,
    supplierName: org.orgNameZh,
    goodsCount: own.length,
    mainCategories: [...tops]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name)
      .filter(Boolean),
    score: Math.round(evaluationSummary((row) => row.supplierId === supplierId).average * 10) / 10,
  };
}

function navNode(category: Entity<'Category'>, depth: number): NavCategory {
  const children = depth > 1 ? childrenOf(category.id).filter((child) => child.isValid === 1) : [];
  return {
    id: category.id,
    parentId: category.parentId,
    name: category.name,
    ...(category.icon && { icon: category.icon }),
    ...(children.length > 0 && { children: children.map((child) => navNode(child, depth - 1)) }),
  };
}

/** Search results ordered by the requested key. */
function sorted(rows: Goods[], field = 'default', order = 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const key: (goods: Goods) => number | string =
    field === 'price'
      ? (goods) => goods.price
      : field === 'upShelfTime'
        ? (goods) => goods.upShelfTime ?? ''
        : (goods) => goods.salesVolume ?? 0;
  return rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * (field === 'default' ? -1 : sign);
  });
}

function facets(rows: Goods[], id: (goods: Goods) => string | undefined, name: (goods: Goods) => string | undefined) {
  const counts = new Map<string, { id: string; name: string; count: number }>();
  for (const goods of rows) {
    const key = id(goods);
    if (!key) continue;
    const entry = counts.get(key) ?? { id: key, name: name(goods) ?? '', count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 20);
}

/** Areas some goods are not delivered to: local suppliers do not ship to Tibet, Xinjiang and Qinghai. */
const remoteProvinces = ['54', '65', '63'];
const isRemote = (code: string | undefined) => remoteProvinces.includes((code ?? '').slice(0, 2));

export const mallHandlers = defineHandlers({
  queryNavigation: () => bySort([...t.navigations.all()]),

  getIndexBanners: () => {
    const time = now();
    return bySort(
      platformTables.banners
        .all()
        .filter(
          (banner) =>
            banner.isEnable === 1 &&
            banner.position === 1 &&
            (!banner.startTime || banner.startTime <= time) &&
            (!banner.endTime || time <= banner.endTime),
        )
        .map(({ id, title, imageUrl, linkUrl, sort }) => ({ id, title, imageUrl, linkUrl, sort })),
    );
  },

  getIndexCategorySquare: () => {
    // The square's settings may name categories of the maintenance-authority list: they open the goods category of
    // the same name when the catalogue has one.
    const valid = t.categories.all().filter((category) => category.isValid === 1);
    return bySort(
      platformTables.categorySquare
        .all()
        .filter((entry) => entry.isEnable === 1)
        .map(({ id, categoryId, categoryName, name, imageUrl, sort }) => {
          const known = t.categories.get(categoryId) ?? valid.find((row) => row.name === (categoryName ?? name));
          return { id, categoryId: known?.id ?? categoryId, name, imageUrl, sort };
        }),
    );
  },

  getIndexCharacteristic: () =>
    bySort(
      platformTables.characteristics
        .all()
        .filter((entry) => entry.isEnable === 1)
        .map(({ id, title, description, imageUrl, linkUrl, sort }) => ({
          id,
          title,
          description,
          imageUrl,
          linkUrl,
          sort,
        })),
    ),

  queryIndexFloorList: () => {
    const shelf = onShelf();
    const tops = t.categories.all().filter((category) => category.level === 1 && category.isValid === 1);
    return bySort(
      platformTables.floors
        .all()
        .filter((floor) => floor.isEnable === 1)
        .map((floor) => {
          // A floor shows its chosen goods, or the best sellers of the category it is named after.
          const chosen = (floor.goodsIds ?? []).map((id) => t.goods.get(id)).filter((row) => row?.goodsState === 1);
          // The categories the administrator chose, or the top-level category the floor is named after.
          const picked = (floor.categoryIds ?? [])
            .map((id) => t.categories.get(id))
            .filter((category) => category?.isValid === 1) as Entity<'Category'>[];
          const top = tops.find(
            (category) => floor.floorName.includes(category.name) || category.name.includes(floor.floorName),
          );
          const inTop = picked.length
            ? new Set(picked.flatMap((category) => [...subtree(category.id)]))
            : top
              ? subtree(top.id)
              : null;
          const best = shelf
            .filter((goods) =>
              inTop ? inTop.has(goods.categoryId) : floor.floorName.includes('帮扶') && goods.isAid === 1,
            )
            .sort((a, b) => (b.salesVolume ?? 0) - (a.salesVolume ?? 0))
            .slice(0, 8);
          return {
            id: floor.id,
            floorName: floor.floorName,
            sort: floor.sort,
            ...(floor.color && { color: floor.color }),
            ...(floor.image && { image: floor.image }),
            ...(floor.linkUrl && { linkUrl: floor.linkUrl }),
            categories: picked.length
              ? picked.map(({ id, name }) => ({ id, name }))
              : top
                ? childrenOf(top.id)
                    .filter((category) => category.isValid === 1)
                    .map(({ id, name }) => ({ id, name }))
                : [],
            goods: chosen.length > 0 ? (chosen as Goods[]) : best,
          };
        }),
    );
  },

  selectInformation: ({ input }) => {
    const { infoType, size = 6 } = input.query ?? {};
    return platformTables.information
      .all()
      .filter((article) => article.status === 1 && article.publishTime && (!infoType || article.infoType === infoType))
      .sort((a, b) => String(b.publishTime).localeCompare(String(a.publishTime)))
      .slice(0, size)
      .map(({ id, title, summary, coverUrl, content, infoType: type, publishTime }) => ({
        id,
        title,
        summary,
        coverUrl,
        content,
        infoType: type,
        publishTime: publishTime as string,
      }));
  },

  selectWebInformation: () => ({
    mallName: '政采商城',
    ...(seededFiles.logo && { logo: fileUrl('image', seededFiles.logo) }),
    hotline: '400-810-2026',
    email: 'service@zcmall.example.com',
    address: '北京市西城区金融大街15号',
    icp: '京ICP备20261123号-1',
    copyright: '© 2026 政采商城平台运营中心 版权所有',
  }),

  queryOfficeSuppliesNav: ({ input }) => {
    const itemType = input.query?.itemType;
    const tops = homeMenuCategories();
    if (!itemType) return tops.map((top) => navNode(top, 3));
    // Only the branches that have goods of the kind on shelf.
    const used = new Set(
      onShelf()
        .filter((goods) => goods.itemType === itemType)
        .map((goods) => goods.categoryId),
    );
    for (const id of [...used]) for (const category of ancestry(id)) used.add(category.id);
    const prune = (node: NavCategory): NavCategory => ({
      ...node,
      ...(node.children && { children: node.children.filter((child) => used.has(child.id)).map(prune) }),
      itemType,
    });
    return tops.filter((top) => used.has(top.id)).map((top) => prune(navNode(top, 3)));
  },

  initOfficeSuppliesChildren: ({ input }) => {
    const ids = input.query.itemids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    return ids.flatMap((id) =>
      childrenOf(t.categories.require(id, '导航分类').id)
        .filter((category) => category.isValid === 1)
        .map((category) => navNode(category, 2)),
    );
  },

  getZoneByCode: ({ input }) => shownZone(input.path.areaCode),
  searchItems: ({ input }) => {
    const criteria = input.body ?? {};
    const { page = 1, size = 10 } = input.query ?? {};
    const inCategory = criteria.categoryId ? subtree(criteria.categoryId) : null;
    const inZone = criteria.areaCode ? zoneCategories(shownZone(criteria.areaCode)) : null;
    const brands = criteria.brandIds?.length ? new Set(criteria.brandIds) : null;
    if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined && criteria.minPrice > criteria.maxPrice)
      fail('最低价不能高于最高价');
    const matches = keywordMatcher(criteria.keyword);
    // Each filter's values come from the goods every other criterion leaves, so that it can change from one to another.
    const bySupplier = (goods: Goods) => !criteria.supplierId || goods.supplierId === criteria.supplierId;
    const byBrand = (goods: Goods) => !brands || brands.has(goods.brandId ?? '');
    const hits = onShelf().filter(
      (goods) =>
        matches(goods) &&
        (!inCategory || inCategory.has(goods.categoryId)) &&
        (!inZone || inZone.has(goods.categoryId)) &&
        (!criteria.itemType || goods.itemType === criteria.itemType) &&
        (criteria.isAid !== 1 || goods.isAid === 1) &&
        (criteria.minPrice === undefined || goods.price >= criteria.minPrice) &&
        (criteria.maxPrice === undefined || goods.price <= criteria.maxPrice) &&
        (criteria.inStock !== 1 || goods.stock > 0),
    );
    const rows = sorted(
      hits.filter((goods) => bySupplier(goods) && byBrand(goods)),
      criteria.sortField,
      criteria.sortOrder,
    );
    return {
      records: rows.slice((page - 1) * size, page * size),
      total: rows.length,
      current: page,
      size,
      brands: facets(
        hits.filter(bySupplier),
        (goods) => goods.brandId,
        (goods) => goods.brandName,
      ),
      categories: facets(
        rows,
        (goods) => goods.categoryId,
        (goods) => goods.categoryName,
      ),
      suppliers: facets(
        hits.filter(byBrand),
        (goods) => goods.supplierId,
        (goods) => goods.supplierName,
      ),
    };
  },

  homePageSearch: ({ input }) => {
    const { keyword, size = 5 } = input.body;
    const matches = keywordMatcher(keyword);
    return sorted(onShelf().filter(matches)).slice(0, size);
  },

  homeSupplierSearch: ({ input }) => {
    const { keyword, size = 5 } = input.query ?? {};
    const shelf = onShelf();
    const withGoods = new Set(shelf.map((goods) => goods.supplierId));
    return accountTables.orgs
      .all()
      .filter((org) => org.orgType === 4 && withGoods.has(org.id) && (!keyword || org.orgNameZh.includes(keyword)))
      .map((org) => supplierBrief(org.id, shelf))
      .sort((a, b) => (b.goodsCount ?? 0) - (a.goodsCount ?? 0))
      .slice(0, size);
  },

  getGoodsDetail: async ({ input, session }) => {
    const goods = t.goods.require(input.query.id, '商品');
    const who = signedIn(session);
    const manager = who && (who.isAdmin || (who.isSupplier && who.user.orgId === goods.supplierId));
    if (goods.goodsState !== 1 && goods.goodsState !== 2 && !manager) fail('商品不存在或尚未上架', 404);
    if (who && !who.isSupplier) {
      // Viewing a goods item leaves a history track (the newest one per goods item).
      const previous = t.historyTracks.all().find((row) => row.userId === who.user.id && row.goodsId === goods.id);
      if (previous) t.historyTracks.remove(previous.id);
      await t.historyTracks.insert({ id: newId(), userId: who.user.id, goodsId: goods.id, browseTime: now() });
    }
    const promotion = activePromotion(goods.id);
    const ladder = activeLadder(goods.id);
    const wholesale = activeWholesale(goods.id);
    const summary = evaluationSummary((row) => row.goodsId === goods.id);
    const isCollect = who && t.collects.all().some((row) => row.userId === who.user.id && row.goodsId === goods.id);
    return {
      ...goods,
      ...(promotion && { promotionPrice: promotion.promotionPrice, promotionEndTime: promotion.endTime }),
      ...(ladder && { ladderPrices: ladder.tiers.map(({ minQuantity, price }) => ({ minQuantity, price })) }),
      ...(wholesale && { wholesalePrice: wholesale.wholesalePrice, wholesaleMinQuantity: wholesale.minQuantity }),
      isCollect: isCollect ? 1 : 0,
      evaluateCount: summary.count,
      goodRate: summary.goodRate,
      supplier: supplierBrief(goods.supplierId),
    } as Entity<'GoodsItemDetail'>;
  },

  queryStocksWithAddress: ({ input }) => {
    const { provinceCode, items } = input.body;
    return items.map(({ goodsId, quantity }) => {
      const goods = t.goods.require(goodsId, '商品');
      const base = { goodsId: goods.id, sku: goods.sku };
      if (goods.goodsState !== 1) return { ...base, stock: 0, stockState: 0 as const, stockDesc: '商品已下架' };
      if (goods.itemType === 3 && isRemote(provinceCode))
        return { ...base, stockState: 3 as const, stockDesc: '该地区暂不支持配送' };
      if (goods.stock <= 0) return { ...base, stock: 0, stockState: 0 as const, stockDesc: '无货' };
      if (goods.stock < quantity)
        return {
          ...base,
          stock: goods.stock,
          stockState: 2 as const,
          stockDesc: `库存不足，可预订（现货${goods.stock}${goods.unit}）`,
        };
      return { ...base, stock: goods.stock, stockState: 1 as const, stockDesc: '有货' };
    });
  },

  getDeliveryTime: ({ input }) => {
    const { goodsId, areaCode } = input.query;
    const goods = t.goods.require(goodsId, '商品');
    const deliveryDays = (goods.deliveryDays ?? 3) + (isRemote(areaCode) ? 3 : 0);
    const deliveryDate = formatDate(new Date(Date.now() + deliveryDays * 86_400_000));
    return {
      goodsId: goods.id,
      deliveryDays,
      deliveryDate,
      description: deliveryDays <= 1 ? `现在下单，预计明天（${deliveryDate}）送达` : `预计${deliveryDate}前送达`,
    };
  },

  getSingleShoppingAddressUrl: ({ session }) => {
    const who = caller(session);
    const ticket = btoa(`${who.user.account}:${Date.now()}`).replace(/=+$/, '');
    return `https://b.jd.com/sso/login?channel=zcmall&account=${encodeURIComponent(who.user.account)}&ticket=${ticket}`;
  },
});
