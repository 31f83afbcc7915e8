import {
  addCartGoods,
  changeGoodsState,
  checkDiscountPrice,
  deleteDiscount,
  emptyCartByUserId,
  getGoodsDetail,
  getHistoryTracksList,
  getLadderPrice,
  getPromotionPrice,
  getShoppingCart,
  getZoneByCode,
  homePageSearch,
  invalidateCategory,
  listItemStateHistory,
  listSupplierGoods,
  modifyLadderPrice,
  queryEvaluateDetailByGoodsId,
  queryMyCollect,
  removeCartItemsByIds,
  saveEvaluate,
  saveOrUpdateMyCollect,
  searchItems,
  setGoodsIsAid,
  setGoodsState,
  setLadderPrice,
  setPromotionPrice,
  submitDiscount,
  syncAllItemPrice,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables as t } from '../src/tables/catalogue.ts';
import { login, withSession } from './support.ts';

withSession();
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const goodsOf = (supplierId: string, state: number, n = 0) =>
  t.goods.all().filter((row) => row.supplierId === supplierId && row.goodsState === state && row.stock > 100)[n];
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

describe('shelf states', () => {
  it('lets a supplier take its own goods off shelf and back on, with the history of both steps', async () => {
    await login('gys01');
    const goods = goodsOf(seededOrgs.supplier, 1, 11);
    await changeGoodsState({ query: { goodsState: 2 }, body: [goods?.id ?? ''] });
    const off = await listSupplierGoods({ query: { goodsState: 2, sku: goods?.sku, size: 50 } });
    expect(off.records.map((row) => row.id)).toEqual([goods?.id]);
    await changeGoodsState({ query: { goodsState: 1 }, body: [goods?.id ?? ''] });
    const history = await listItemStateHistory({ path: { id: goods?.id ?? '' } });
    expect(history.slice(0, 2).map((row) => [row.beforeState, row.afterState])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('refuses a batch with a goods item in review, changing none of them', async () => {
    await login('gys01');
    const onShelf = goodsOf(seededOrgs.supplier, 1, 12);
    const inReview = t.goods.all().find((row) => row.supplierId === seededOrgs.supplier && row.goodsState === 3);
    await expect(
      changeGoodsState({ query: { goodsState: 2 }, body: [onShelf?.id ?? '', inReview?.id ?? ''] }),
    ).rejects.toMatchObject({ msg: `商品“${inReview?.sku}”当前为审核中，不能下架` });
    expect(t.goods.get(onShelf?.id)?.goodsState).toBe(1);
  });

  it("refuses a supplier another supplier's goods", async () => {
    await login('gys01');
    const other = goodsOf(seededOrgs.ecommerceSupplier, 1);
    await expect(changeGoodsState({ query: { goodsState: 2 }, body: [other?.id ?? ''] })).rejects.toMatchObject({
      msg: `商品“${other?.sku}”不属于本供应商，无权操作`,
    });
    expect(t.goods.get(other?.id)?.goodsState).toBe(1);
  });

  it('lets a supplier flag its own goods as aid goods, and no other supplier’s', async () => {
    await login('gys01');
    const own = goodsOf(seededOrgs.supplier, 1, 13);
    const other = goodsOf(seededOrgs.ecommerceSupplier, 1);
    await expect(setGoodsIsAid({ body: { ids: [own?.id ?? '', other?.id ?? ''], isAid: 1 } })).rejects.toMatchObject({
      msg: `商品“${other?.sku}”不属于本供应商，无权操作`,
    });
    expect(t.goods.get(own?.id)?.isAid).toBe(0);
    await setGoodsIsAid({ body: { ids: [own?.id ?? ''], isAid: 1 } });
    expect(t.goods.get(own?.id)?.isAid).toBe(1);
  });

  it('syncs e-commerce prices for a supplier that has e-commerce goods only', async () => {
    await login('dianshang01');
    await expect(syncAllItemPrice()).resolves.toBe(true);
    localStorage.clear();
    await login('gys01');
    await expect(syncAllItemPrice()).rejects.toMatchObject({ msg: '没有需要同步价格的电商商品' });
  });

  it('asks the platform for a reason to take goods off shelf', async () => {
    await login('admin');
    const goods = goodsOf(seededOrgs.localSupplier, 1);
    await expect(setGoodsState({ body: { ids: [goods?.id ?? ''], goodsState: 2 } })).rejects.toMatchObject({
      msg: '下架商品时请填写下架原因',
    });
    await setGoodsState({ body: { ids: [goods?.id ?? ''], goodsState: 2, reason: '平台巡检：价格异常' } });
    expect(t.goods.get(goods?.id)).toMatchObject({ goodsState: 2, auditRemark: '平台巡检：价格异常' });
  });
});

describe('listing rules', () => {
  it('sends a local supplier’s goods to review instead of on shelf (本地商品上架审核)', async () => {
    await login('bendi01');
    const goods = t.goods
      .all()
      .find(
        (row) =>
          row.supplierId === seededOrgs.localSupplier && row.goodsState === 0 && row.itemType === 3 && row.stock > 0,
      );
    await changeGoodsState({ query: { goodsState: 1 }, body: [goods?.id ?? ''] });
    expect(t.goods.get(goods?.id)?.goodsState).toBe(3);
    const [step] = await listItemStateHistory({ path: { id: goods?.id ?? '' } });
    expect(step).toMatchObject({ beforeState: 0, afterState: 3, operatorName: '吴本地' });
  });
});

describe('discount prices', () => {
  it('refuses ladder tiers whose quantities do not rise or whose prices do not fall, writing nothing', async () => {
    await login('gys01');
    const goods = t.goods
      .all()
      .find(
        (row) =>
          row.supplierId === seededOrgs.supplier &&
          row.goodsState === 1 &&
          !t.ladderPrices.all().some((ladder) => ladder.goodsId === row.id),
      );
    const price = goods?.price ?? 0;
    const count = t.ladderPrices.count();
    await expect(
      setLadderPrice({
        body: {
          goodsId: goods?.id ?? '',
          tiers: [
            { minQuantity: 10, price },
            { minQuantity: 10, price: price * 0.9 },
          ],
        },
      }),
    ).rejects.toMatchObject({ msg: '阶梯价的起订数量必须逐级递增' });
    await expect(
      setLadderPrice({
        body: {
          goodsId: goods?.id ?? '',
          tiers: [
            { minQuantity: 1, price: price * 0.9 },
            { minQuantity: 10, price: price * 0.95 },
          ],
        },
      }),
    ).rejects.toMatchObject({ msg: '阶梯价格必须逐级递减' });
    expect(t.ladderPrices.count()).toBe(count);

    const ladder = await setLadderPrice({
      body: {
        goodsId: goods?.id ?? '',
        tiers: [
          { minQuantity: 1, price },
          { minQuantity: 10, price: Math.round(price * 95) / 100 },
        ],
      },
    });
    expect(ladder).toMatchObject({ status: 0, tiers: [{ minQuantity: 1, maxQuantity: 9 }, { minQuantity: 10 }] });
    const listed = await getLadderPrice({ query: { sku: goods?.sku, size: 50 } });
    expect(listed.records.map((row) => row.id)).toContain(ladder.id);

    await submitDiscount({ query: { discountIds: [ladder.id] } });
    expect(t.ladderPrices.get(ladder.id)?.status).toBe(1);
    await expect(modifyLadderPrice({ body: { id: ladder.id, tiers: ladder.tiers } })).rejects.toMatchObject({
      msg: '待审核的折扣价不能修改',
    });
    await expect(submitDiscount({ query: { discountIds: [ladder.id] } })).rejects.toMatchObject({
      msg: expect.stringContaining('待审核，不能提交审核'),
    });
  });

  it('checks a promotion price against the selling price, sets it, and deletes it by id', async () => {
    await login('gys01');
    const goods = t.goods
      .all()
      .find(
        (row) =>
          row.supplierId === seededOrgs.supplier &&
          row.goodsState === 1 &&
          !t.promotionPrices.all().some((promotion) => promotion.goodsId === row.id),
      );
    const price = goods?.price ?? 0;
    const check = await checkDiscountPrice({ body: { discountType: 1, goodsId: goods?.id ?? '', price: price + 1 } });
    expect(check.passed).toBe(false);
    const promotion = await setPromotionPrice({
      body: {
        goodsId: goods?.id ?? '',
        promotionPrice: Math.round(price * 90) / 100,
        startTime: later(1),
        endTime: later(10),
      },
    });
    const listed = await getPromotionPrice({ query: { sku: goods?.sku } });
    expect(listed.records.map((row) => row.id)).toEqual([promotion.id]);
    await deleteDiscount({ path: { id: promotion.id } });
    expect((await getPromotionPrice({ query: { sku: goods?.sku } })).total).toBe(0);
  });
});

describe('cart', () => {
  it("holds caigou01's seeded goods, refuses off-shelf goods and more than the stock, and removes for real", async () => {
    await login('caigou01');
    const cart = await getShoppingCart();
    expect(cart.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(3);
    expect(cart.invalidItems?.length).toBeGreaterThanOrEqual(1);

    const off = t.goods.all().find((row) => row.goodsState === 2);
    await expect(addCartGoods({ body: { goodsId: off?.id ?? '', quantity: 1 } })).rejects.toMatchObject({
      msg: `商品“${off?.name}”已下架，不能加入购物车`,
    });
    const goods = goodsOf(seededOrgs.ecommerceSupplier, 1, 30);
    const rows = t.cartItems.count();
    await expect(
      addCartGoods({ body: { goodsId: goods?.id ?? '', quantity: (goods?.stock ?? 0) + 1 } }),
    ).rejects.toMatchObject({
      msg: `商品“${goods?.name}”库存不足，当前库存${goods?.stock}${goods?.unit}`,
    });
    expect(t.cartItems.count()).toBe(rows);

    const added = await addCartGoods({ body: { goodsId: goods?.id ?? '', quantity: 2 } });
    const again = await addCartGoods({ body: { goodsId: goods?.id ?? '', quantity: 3 } });
    expect(again).toMatchObject({ id: added.id, quantity: 5 });
    await removeCartItemsByIds({ body: [added.id] });
    const after = await getShoppingCart();
    expect(after.groups.flatMap((group) => group.items).map((row) => row.id)).not.toContain(added.id);

    await emptyCartByUserId({ path: { userId: userId('caigou01') } });
    expect(await getShoppingCart()).toMatchObject({ groups: [], invalidItems: [], totalAmount: 0 });
  });

  it('refuses suppliers', async () => {
    await login('gys01');
    await expect(getShoppingCart()).rejects.toMatchObject({ status: 403, code: 403 });
  });
});

describe('mall search', () => {
  it("a zone's search holds the goods of its categories only; a hidden zone is refused", async () => {
    const zone = await getZoneByCode({ path: { areaCode: 'mining' } });
    expect(zone.areaName).toBe('矿用物资专区');
    const page = await searchItems({ query: { page: 1, size: 100 }, body: { areaCode: 'mining' } });
    expect(page.total).toBeGreaterThan(0);
    const tops = new Set(page.records.map((goods) => (goods.categoryPath ?? '').split('/')[0]));
    expect([...tops].sort()).toEqual(['五金工具', '劳保用品', '电工电料']);
    await expect(getZoneByCode({ path: { areaCode: 'epidemic' } })).rejects.toThrow('专区不存在或未开放');
    await expect(searchItems({ body: { areaCode: 'epidemic' } })).rejects.toThrow('专区不存在或未开放');
  });

  it('offers as supplier filter only the suppliers with hits, each with its count, whichever supplier is chosen', async () => {
    const all = await searchItems({ query: { page: 1, size: 100 }, body: { keyword: '文件袋' } });
    const hitSuppliers = new Set(all.records.map((goods) => goods.supplierId));
    expect(all.total).toBeLessThanOrEqual(100);
    expect(new Set(all.suppliers?.map((facet) => facet.id))).toEqual(hitSuppliers);
    const [first, second] = all.suppliers ?? [];
    expect(second, 'two suppliers sell 文件袋').toBeDefined();
    for (const facet of all.suppliers ?? [])
      expect(facet.count).toBe(all.records.filter((goods) => goods.supplierId === facet.id).length);
    // Once a supplier is chosen, the others stay offered, so the buyer can change to one of them.
    const chosen = await searchItems({ body: { keyword: '文件袋', supplierId: first?.id } });
    expect(chosen.total).toBe(first?.count);
    expect(chosen.suppliers).toEqual(all.suppliers);
  });

  it('filters on-shelf goods by keyword over name, brand and category, by price, with pages of 10', async () => {
    const page = await searchItems({ body: { keyword: '得力 签字笔', minPrice: 10, maxPrice: 60 } });
    expect(page.size).toBe(10);
    expect(page.records.length).toBe(Math.min(10, page.total));
    for (const goods of page.records) {
      expect(goods.goodsState).toBe(1);
      expect(goods.brandName).toBe('得力');
      expect(goods.categoryName).toBe('签字笔');
      expect(goods.price).toBeGreaterThanOrEqual(10);
      expect(goods.price).toBeLessThanOrEqual(60);
    }
    const total = t.goods
      .all()
      .filter(
        (row) =>
          row.goodsState === 1 &&
          row.brandName === '得力' &&
          row.categoryName === '签字笔' &&
          row.price >= 10 &&
          row.price <= 60,
      ).length;
    expect(page.total).toBe(total);
    expect(page.brands?.[0]).toMatchObject({ name: '得力', count: total });
    expect(await homePageSearch({ body: { keyword: '打印', size: 5 } })).toHaveLength(5);
  });
});

describe('categories', () => {
  it('refuses to invalidate a category with goods on shelf', async () => {
    await login('admin');
    const category = t.categories.all().find((row) => row.name === '签字笔');
    await expect(invalidateCategory({ path: { id: category?.id ?? '' } })).rejects.toMatchObject({
      msg: expect.stringMatching(/^分类“签字笔”下有\d+个已上架商品，请先下架后再作废$/),
    });
    expect(t.categories.get(category?.id)?.isValid).toBe(1);
  });
});

describe('evaluations and history', () => {
  it('evaluates a waiting line once, takes one follow-up, then refuses', async () => {
    await login('caigou01');
    const line = t.evaluations.all().find((row) => row.evaluateState === 0 && row.purchaserId === seededOrgs.purchaser);
    const item = { orderDetailId: line?.orderDetailId ?? '', score: 4, content: '包装结实，发货快。' };
    const body = { orderId: line?.orderId ?? '', items: [item] };
    await saveEvaluate({ body });
    const shown = await queryEvaluateDetailByGoodsId({ query: { goodsId: line?.goodsId ?? '', limit: 100 } });
    expect(shown.records.find((row) => row.id === line?.id)).toMatchObject({ evaluateState: 1, score: 4 });
    await saveEvaluate({ body: { ...body, items: [{ ...item, content: '用了一个月，依然好用。' }] } });
    expect(t.evaluations.get(line?.id)).toMatchObject({
      evaluateState: 2,
      content: '包装结实，发货快。',
      followUpContent: '用了一个月，依然好用。',
      followUpTime: expect.any(String),
    });
    await expect(saveEvaluate({ body })).rejects.toMatchObject({
      msg: expect.stringContaining('已追评，不能再次评价'),
    });
  });

  it('leaves a history track when a purchaser opens a goods item, and shows it as a favourite once saved', async () => {
    await login('caigou02');
    const goods = goodsOf(seededOrgs.supplier, 1, 90);
    const detail = await getGoodsDetail({ query: { id: goods?.id ?? '' } });
    expect(detail).toMatchObject({ id: goods?.id, isCollect: 0 });
    const tracks = await getHistoryTracksList({ body: { page: 1, size: 10 } });
    expect(tracks.records[0]).toMatchObject({ goodsId: goods?.id });
    await saveOrUpdateMyCollect({ body: { goodsId: goods?.id ?? '', isCollect: 1 } });
    expect(await getGoodsDetail({ query: { id: goods?.id ?? '' } })).toMatchObject({ isCollect: 1 });
    expect((await queryMyCollect({ query: { goodsName: goods?.name } })).records).toHaveLength(1);
  });
});
