// The goods and discount prices the supplier's price pages are tested on, found through the API as the signed-in
// supplier sees them, so that the tests hold whatever goods, prices and rules the seed holds.
import {
  checkDiscountPrice,
  type components,
  getLadderPrice,
  getPromotionPrice,
  getWholesalePrice,
  listSupplierGoods,
} from '@zc/sdk';

type Schemas = components['schemas'];

/** A price in yuan rounded to the cent, as a supplier types it. */
export const cents = (yuan: number) => Math.round(yuan * 100) / 100;

const kinds = {
  promotion: { discountType: 1, list: getPromotionPrice },
  ladder: { discountType: 2, list: getLadderPrice },
  wholesale: { discountType: 3, list: getWholesalePrice },
} as const;
type Kind = keyof typeof kinds;
type DiscountOf<K extends Kind> = Awaited<ReturnType<(typeof kinds)[K]['list']>>['records'][number];

// Every discount of the seeded supplier fits on one page.
const discountsOf = async <K extends Kind>(kind: K): Promise<readonly DiscountOf<K>[]> =>
  (await kinds[kind].list({ query: { current: 1, size: 500 } })).records;

/** The lowest discount price of the kind the platform's rules allow on a goods item, as the price check reports it. */
export async function lowestPrice(kind: Kind, goodsId: string): Promise<number> {
  const check = await checkDiscountPrice({ body: { discountType: kinds[kind].discountType, goodsId, price: 0.01 } });
  if (check.lowestPrice === undefined) throw new Error('the price check names no lowest price');
  return check.lowestPrice;
}

/** A discount of the kind in `status` that is the only one of its goods item, so that a search by SKU finds it alone. */
export async function onlyDiscountIn<K extends Kind>(kind: K, status: Schemas['DiscountStatus']) {
  const discounts = await discountsOf(kind);
  const found = discounts.find(
    (discount) =>
      discount.status === status && discounts.filter((other) => other.goodsId === discount.goodsId).length === 1,
  );
  if (!found?.sku) throw new Error(`no ${kind} discount alone on its goods in status ${status}`);
  return { ...found, sku: found.sku };
}

/**
 * One of the supplier's goods on the shelf with no open discount of the kind (one in any state but 已失效), whose sale
 * price leaves room for a discount, with the lowest discount price allowed on it.
 */
export async function goodsWithoutDiscount(kind: Kind): Promise<Schemas['GoodsItem'] & { lowest: number }> {
  const discounted = new Set(
    (await discountsOf(kind)).filter((discount) => discount.status !== 4).map((discount) => discount.goodsId),
  );
  const onShelf = await listSupplierGoods({ query: { goodsState: 1, current: 1, size: 100 } });
  for (const goods of onShelf.records.filter((row) => !discounted.has(row.id))) {
    const lowest = await lowestPrice(kind, goods.id);
    if (goods.price - lowest >= 1) return { ...goods, lowest };
  }
  throw new Error(`no goods on the shelf without a ${kind} discount`);
}
