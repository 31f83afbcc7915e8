import { describe, expect, it } from 'vitest';
import { ladderTierProblems } from './ladder-tiers.ts';

const messages = (...args: Parameters<typeof ladderTierProblems>) =>
  ladderTierProblems(...args).map((problem) => problem.message);

describe('ladderTierProblems', () => {
  it('accepts rising quantities with falling prices', () => {
    expect(
      ladderTierProblems(
        [
          { minQuantity: 1, price: 100 },
          { minQuantity: 10, price: 95 },
          { minQuantity: 50, price: 90.5 },
        ],
        100,
      ),
    ).toEqual([]);
  });

  it('names the tier whose quantity does not rise', () => {
    expect(
      ladderTierProblems([
        { minQuantity: 10, price: 100 },
        { minQuantity: 10, price: 90 },
        { minQuantity: 5, price: 80 },
      ]),
    ).toEqual([
      { index: 1, field: 'minQuantity', message: '第2阶梯的起订数量（10）必须大于第1阶梯的起订数量（10）' },
      { index: 2, field: 'minQuantity', message: '第3阶梯的起订数量（5）必须大于第2阶梯的起订数量（10）' },
    ]);
  });

  it('names the tier whose price does not fall', () => {
    expect(
      ladderTierProblems([
        { minQuantity: 1, price: 100 },
        { minQuantity: 10, price: 100 },
      ]),
    ).toEqual([{ index: 1, field: 'price', message: '第2阶梯的价格（¥100.00）必须低于第1阶梯的价格（¥100.00）' }]);
  });

  it('refuses a first tier dearer than the sale price', () => {
    expect(
      messages(
        [
          { minQuantity: 1, price: 120 },
          { minQuantity: 10, price: 90 },
        ],
        100,
      ),
    ).toEqual(['第1阶梯的价格（¥120.00）不能高于商品售价（¥100.00）']);
  });

  it('leaves blank tiers to the spec’s own rules', () => {
    expect(
      ladderTierProblems([
        { minQuantity: 1, price: undefined },
        { minQuantity: undefined, price: 10 },
      ]),
    ).toEqual([]);
  });
});
