import * as z from 'zod';

/** A price as typed: positive, at most two decimals (money has two). */
const price = z
  .string()
  .trim()
  .min(1, '请输入报价单价')
  .regex(/^\d+(\.\d+)?$/, '报价单价须为数字')
  .regex(/^\d+(\.\d{1,2})?$/, '报价单价最多保留两位小数')
  .refine((value) => Number(value) > 0, '报价单价须大于 0')
  .refine((value) => Number(value) <= 99_999_999.99, '报价单价不能超过 99999999.99')
  .transform(Number);

const optionalDays = (label: string, min: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), `${label}须为整数`)
    .refine(
      (value) => value === '' || (Number(value) >= min && Number(value) <= 365),
      `${label}须在 ${min} 到 365 天之间`,
    )
    .transform((value) => (value === '' ? undefined : Number(value)));

/** A supplier's quotation: a price (and optionally brand, model, notes) for every goods line of the inquiry. */
export const quoteSchema = z.object({
  items: z.array(
    z.object({
      commodityId: z.string(),
      unitPrice: price,
      brandName: z.string().trim().max(100, '品牌最多 100 个字符'),
      model: z.string().trim().max(100, '型号最多 100 个字符'),
      remark: z.string().trim().max(200, '备注最多 200 个字符'),
    }),
  ),
  deliveryDays: optionalDays('供货周期', 0),
  validDays: optionalDays('报价有效期', 1),
  remark: z.string().trim().max(500, '报价说明最多 500 个字符'),
});
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;

/** The saveQuotePrice body of a quotation: blank optional fields left out. */
export const quoteBody = (sourcingId: string, values: QuoteValues) => ({
  sourcingId,
  items: values.items.map(({ commodityId, unitPrice, brandName, model, remark }) => ({
    commodityId,
    unitPrice,
    ...(brandName && { brandName }),
    ...(model && { model }),
    ...(remark && { remark }),
  })),
  ...(values.deliveryDays !== undefined && { deliveryDays: values.deliveryDays }),
  ...(values.validDays !== undefined && { validDays: values.validDays }),
  ...(values.remark && { remark: values.remark }),
});
