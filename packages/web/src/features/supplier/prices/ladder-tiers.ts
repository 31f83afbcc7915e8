import { formatMoney } from '@/shared/format/money.ts';

/** A tier as typed in the form: from this quantity on, this unit price (blank fields are undefined). */
interface TierInput {
  minQuantity?: number | undefined;
  price?: number | undefined;
}

interface TierProblem {
  /** The tier at fault, from 0. */
  index: number;
  field: 'minQuantity' | 'price';
  message: string;
}

// The spec's ladder takes two to five tiers (LadderPriceForm.tiers).
export const MIN_TIERS = 2;
export const MAX_TIERS = 5;

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * How a ladder's tiers stand to one another (each tier's own rules are the spec's): from tier to tier quantities rise
 * and prices fall; the first tier is not dearer than the goods' sale price. Each message names its tier (第2阶梯…),
 * as the supplier sees the tiers numbered from 1.
 */
export function ladderTierProblems(tiers: readonly TierInput[], salePrice?: number): TierProblem[] {
  return tiers.flatMap(({ minQuantity, price }, index) => {
    const name = `第${index + 1}阶梯`;
    const previous = tiers[index - 1];
    const problems: TierProblem[] = [];
    if (isNumber(minQuantity) && isNumber(previous?.minQuantity) && minQuantity <= previous.minQuantity)
      problems.push({
        index,
        field: 'minQuantity',
        message: `${name}的起订数量（${minQuantity}）必须大于第${index}阶梯的起订数量（${previous.minQuantity}）`,
      });
    if (isNumber(price) && isNumber(previous?.price) && price >= previous.price)
      problems.push({
        index,
        field: 'price',
        message: `${name}的价格（¥${formatMoney(price)}）必须低于第${index}阶梯的价格（¥${formatMoney(previous.price)}）`,
      });
    else if (index === 0 && isNumber(price) && salePrice !== undefined && price > salePrice)
      problems.push({
        index,
        field: 'price',
        message: `第1阶梯的价格（¥${formatMoney(price)}）不能高于商品售价（¥${formatMoney(salePrice)}）`,
      });
    return problems;
  });
}
