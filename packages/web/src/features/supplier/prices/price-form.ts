import { ladderPriceFormSchema, promotionPriceFormSchema, wholesalePriceFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { formatMoney } from '@/shared/format/money.ts';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';
import { ladderTierProblems } from './ladder-tiers.ts';

// Relations between fields (a price below the sale price, tiers in order) are checked even while other fields are
// still empty, so every message shows on the first 确定.
const always = { when: () => true };
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The goods a price is set on, as shown in the dialog; the sale price is for the checks below and is not sent. */
const goodsFields = { goodsName: z.string(), sku: z.string(), salePrice: z.number().optional() };
export type GoodsValues = { goodsId: string; goodsName: string; sku: string; salePrice?: number | undefined };

const belowSalePrice = (price: unknown, salePrice: unknown, label: string) =>
  isNumber(price) && isNumber(salePrice) && price >= salePrice
    ? `${label}（¥${formatMoney(price)}）必须低于商品售价（¥${formatMoney(salePrice)}）`
    : null;

const promotion = promotionPriceFormSchema.shape;
export const promotionSchema = promotionPriceFormSchema
  .extend({
    ...goodsFields,
    promotionPrice: cents(promotion.promotionPrice),
  })
  .superRefine((values, ctx) => {
    const price = belowSalePrice(values.promotionPrice, values.salePrice, '促销价');
    if (price) ctx.addIssue({ code: 'custom', path: ['promotionPrice'], message: price });
    if (values.startTime && values.endTime && values.endTime <= values.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间必须晚于开始时间' });
  }, always);

export const ladderSchema = ladderPriceFormSchema.extend(goodsFields).superRefine((values, ctx) => {
  for (const problem of ladderTierProblems(values.tiers ?? [], values.salePrice))
    ctx.addIssue({ code: 'custom', path: ['tiers', problem.index, problem.field], message: problem.message });
}, always);

export const wholesaleSchema = wholesalePriceFormSchema
  .extend({ ...goodsFields, wholesalePrice: cents(wholesalePriceFormSchema.shape.wholesalePrice) })
  .superRefine((values, ctx) => {
    const price = belowSalePrice(values.wholesalePrice, values.salePrice, '团购价');
    if (price) ctx.addIssue({ code: 'custom', path: ['wholesalePrice'], message: price });
  }, always);
