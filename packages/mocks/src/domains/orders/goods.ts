// What orders are placed for: the catalogue's goods. An order line keeps a snapshot of its goods item at order time
// (sku, name, brand, spec, unit, category, price); placing an order takes the quantities off the goods' stock.

import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { fail } from '../../engine/store.ts';
import { catalogueTables } from '../../tables/catalogue.ts';

export type Goods = Entity<'GoodsItem'>;
type Line = Entity<'OrderDetail'>;

/** A goods item on shelf in the catalogue, or a business error. */
export function orderableGoods(id: string): Goods {
  const goods = catalogueTables.goods.get(id);
  if (goods?.goodsState !== 1) fail('商品不存在或已下架');
  return goods;
}

/** The line fields an order copies from its goods item, at `price` (the price in force when ordered). */
export function lineSnapshot(goods: Goods, buyNum: number, price = goods.price) {
  return {
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    mainImage: goods.mainImage,
    spec: goods.spec,
    brandName: goods.brandName,
    categoryId: goods.categoryId,
    categoryName: goods.categoryName,
    unit: goods.unit,
    marketPrice: goods.marketPrice,
    price,
    buyNum,
    amount: twoDecimals(price * buyNum),
    taxRate: (goods.taxRate ?? 13) / 100,
  } satisfies Partial<Line>;
}

/** The goods of the items, on shelf and in stock for the quantities asked (summed per goods item), or a refusal. */
export function checkStock(items: readonly { goodsId: string; buyNum: number }[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.goodsId, (wanted.get(item.goodsId) ?? 0) + item.buyNum);
  for (const [id, quantity] of wanted) {
    const goods = orderableGoods(id);
    if (goods.stock < quantity)
      fail(`商品“${goods.name}”库存不足，当前库存${goods.stock}${goods.unit}，需要${quantity}${goods.unit}`);
  }
  return wanted;
}

/** Takes quantities off the goods' stock (a negative quantity gives it back); goods since deleted are skipped. */
export async function takeStock(quantities: Map<string, number>) {
  for (const [id, quantity] of quantities)
    if (catalogueTables.goods.get(id))
      await catalogueTables.goods.update(id, (goods) => {
        goods.stock -= quantity;
      });
}

/** Gives back the stock an order holds and has not shipped, when it is cancelled or returned. */
export async function releaseStock(lines: readonly { goodsId: string; buyNum: number; deliveredNum?: number }[]) {
  const held = new Map<string, number>();
  for (const line of lines)
    held.set(line.goodsId, (held.get(line.goodsId) ?? 0) - (line.buyNum - (line.deliveredNum ?? 0)));
  await takeStock(held);
}
