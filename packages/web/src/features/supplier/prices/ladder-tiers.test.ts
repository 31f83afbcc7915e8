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

  it('asks for two to five tiers', () => {
    expect(messages([{ minQuantity: 1, price: 10 }])).toEqual(['阶梯价至少需要设置 2 个阶梯']);
    const six = Array.from({ length: 6 }, (_, i) => ({ minQuantity: i + 1, price: 10 - i }));
    expect(messages(six)).toEqual(['阶梯价最多设置 5 个阶梯']);
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

  it('asks for missing values and whole positive quantities', () => {
    expect(
      messages([
        { minQuantity: undefined, price: 10 },
        { minQuantity: 2.5, price: undefined },
        { minQuantity: 0, price: -1 },
      ]),
    ).toEqual([
      '请输入第1阶梯的起订数量',
      '第2阶梯的起订数量须为不小于 1 的整数',
      '请输入第2阶梯的价格',
      '第3阶梯的起订数量须为不小于 1 的整数',
      '第3阶梯的价格必须大于 0',
    ]);
  });
});
