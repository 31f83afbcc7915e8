import type { components } from '@zc/sdk';

type Prices = Pick<
  components['schemas']['GoodsItemDetail'],
  'price' | 'promotionPrice' | 'ladderPrices' | 'wholesalePrice' | 'wholesaleMinQuantity'
>;

/**
 * The unit price of a quantity as the cart will charge it: the lowest of the price, the promotion, the ladder tier the
 * quantity reaches and the wholesale price from its minimum quantity.
 */
export function unitPriceOf(goods: Prices, quantity: number): number {
  const tier = [...(goods.ladderPrices ?? [])]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .filter((row) => row.minQuantity <= quantity)
    .at(-1);
  const wholesale =
    goods.wholesalePrice !== undefined && quantity >= (goods.wholesaleMinQuantity ?? 1)
      ? goods.wholesalePrice
      : undefined;
  const candidates = [goods.price, goods.promotionPrice, tier?.price, wholesale];
  return Math.min(...candidates.filter((price): price is number => price !== undefined));
}
