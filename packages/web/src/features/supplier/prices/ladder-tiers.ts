import { formatMoney } from '@/shared/format/money.ts';

/** A tier as typed in the form: from this quantity on, this unit price (blank fields are undefined). */
export interface TierInput {
  minQuantity?: number | undefined;
  price?: number | undefined;
}

export interface TierProblem {
  /** The tier at fault, from 0; undefined when the problem is the number of tiers. */
  index?: number;
  field?: 'minQuantity' | 'price';
  message: string;
}

export const MIN_TIERS = 2;
export const MAX_TIERS = 5;

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * What is wrong with a ladder: two to five tiers, each a whole starting quantity of at least 1 and a positive price;
 * from tier to tier quantities rise and prices fall; the first tier is not dearer than the goods' sale price.
 * Each message names its tier (第2阶梯…), as the supplier sees the tiers numbered from 1.
 */
export function ladderTierProblems(tiers: readonly TierInput[], salePrice?: number): TierProblem[] {
  if (tiers.length < MIN_TIERS) return [{ message: `阶梯价至少需要设置 ${MIN_TIERS} 个阶梯` }];
  if (tiers.length > MAX_TIERS) return [{ message: `阶梯价最多设置 ${MAX_TIERS} 个阶梯` }];
  const problems: TierProblem[] = [];
  tiers.forEach((tier, index) => {
    const name = `第${index + 1}阶梯`;
    const previous = index > 0 ? tiers[index - 1] : undefined;
    const { minQuantity, price } = tier;
    if (!isNumber(minQuantity)) problems.push({ index, field: 'minQuantity', message: `请输入${name}的起订数量` });
    else if (!Number.isInteger(minQuantity) || minQuantity < 1)
      problems.push({ index, field: 'minQuantity', message: `${name}的起订数量须为不小于 1 的整数` });
    else if (previous && isNumber(previous.minQuantity) && minQuantity <= previous.minQuantity)
      problems.push({
        index,
        field: 'minQuantity',
        message: `${name}的起订数量（${minQuantity}）必须大于第${index}阶梯的起订数量（${previous.minQuantity}）`,
      });

    if (!isNumber(price)) problems.push({ index, field: 'price', message: `请输入${name}的价格` });
    else if (price <= 0) problems.push({ index, field: 'price', message: `${name}的价格必须大于 0` });
    else if (previous && isNumber(previous.price) && price >= previous.price)
      problems.push({
        index,
        field: 'price',
        message: `${name}的价格（¥${formatMoney(price)}）必须低于第${index}阶梯的价格（¥${formatMoney(previous.price)}）`,
      });
    else if (index === 0 && salePrice !== undefined && price > salePrice)
      problems.push({
        index,
        field: 'price',
        message: `第1阶梯的价格（¥${formatMoney(price)}）不能高于商品售价（¥${formatMoney(salePrice)}）`,
      });
  });
  return problems;
}
