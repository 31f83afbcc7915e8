import { describe, expect, it } from 'vitest';
import { unitPriceOf } from './price.ts';

const goods = {
  price: 100,
  ladderPrices: [
    { minQuantity: 50, price: 90 },
    { minQuantity: 10, price: 95 },
  ],
};

describe('unitPriceOf', () => {
  it('charges the ladder tier the quantity reaches', () => {
    expect(unitPriceOf(goods, 1)).toBe(100);
    expect(unitPriceOf(goods, 10)).toBe(95);
    expect(unitPriceOf(goods, 60)).toBe(90);
  });

  it('takes the lowest of promotion, ladder and wholesale prices', () => {
    expect(unitPriceOf({ ...goods, promotionPrice: 92 }, 10)).toBe(92);
    expect(unitPriceOf({ ...goods, wholesalePrice: 85, wholesaleMinQuantity: 100 }, 60)).toBe(90);
    expect(unitPriceOf({ ...goods, wholesalePrice: 85, wholesaleMinQuantity: 100 }, 100)).toBe(85);
  });
});
