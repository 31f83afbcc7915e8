import * as z from 'zod';
import { formatMoney } from '@/shared/format/money.ts';
import { ladderTierProblems } from './ladder-tiers.ts';

// Relations between fields (a price below the sale price, tiers in order) are checked even while other fields are
// still empty, so every message shows on the first 确定.
const always = { when: () => true };
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The goods a price is set on: picked from the goods list, or fixed when a price is changed. */
const goodsFields = {
  goodsId: z.string('请选择商品').min(1, '请选择商品'),
  goodsName: z.string(),
  sku: z.string(),
  /** The goods' sale price, for the checks below; not sent. */
  salePrice: z.number().optional(),
};
export type GoodsValues = { goodsId: string; goodsName: string; sku: string; salePrice?: number | undefined };

const money = (label: string) => z.number(`请输入${label}`).positive(`${label}必须大于 0`);

const belowSalePrice = (price: unknown, salePrice: unknown, label: string) =>
  isNumber(price) && isNumber(salePrice) && price >= salePrice
    ? `${label}（¥${formatMoney(price)}）必须低于商品售价（¥${formatMoney(salePrice)}）`
    : null;

/** `<input type="datetime-local">` gives 'YYYY-MM-DDTHH:mm'; the backend takes 'YYYY-MM-DD HH:mm:ss'. */
export const fromLocalInput = (value: string) => `${value.replace('T', ' ')}:00`.slice(0, 19);
export const toLocalInput = (value: string | undefined) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

export const promotionSchema = z
  .object({
    ...goodsFields,
    promotionPrice: money('促销价'),
    startTime: z.string('请选择开始时间').min(1, '请选择开始时间'),
    endTime: z.string('请选择结束时间').min(1, '请选择结束时间'),
  })
  .superRefine((values, ctx) => {
    const price = belowSalePrice(values.promotionPrice, values.salePrice, '促销价');
    if (price) ctx.addIssue({ code: 'custom', path: ['promotionPrice'], message: price });
    if (values.startTime && values.endTime && values.endTime <= values.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间必须晚于开始时间' });
  }, always);

const tier = z.object({ minQuantity: z.number().optional(), price: z.number().optional() });

export const ladderSchema = z.object({ ...goodsFields, tiers: z.array(tier) }).superRefine((values, ctx) => {
  for (const problem of ladderTierProblems(values.tiers ?? [], values.salePrice))
    ctx.addIssue({
      code: 'custom',
      path: problem.index === undefined ? ['tiers'] : ['tiers', problem.index, problem.field ?? 'price'],
      message: problem.message,
    });
}, always);

export const wholesaleSchema = z
  .object({
    ...goodsFields,
    minQuantity: z.number('请输入起批量').int('起批量须为整数').min(2, '起批量至少为 2'),
    wholesalePrice: money('团购价'),
  })
  .superRefine((values, ctx) => {
    const price = belowSalePrice(values.wholesalePrice, values.salePrice, '团购价');
    if (price) ctx.addIssue({ code: 'custom', path: ['wholesalePrice'], message: price });
  }, always);
