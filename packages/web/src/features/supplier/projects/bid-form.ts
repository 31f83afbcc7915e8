import * as z from 'zod';

const cents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price typed by the supplier: positive, at most two decimals. */
const price = (name: string) =>
  z
    .number(`请输入${name}`)
    .positive(`${name}须大于 0`)
    .max(9_999_999_999.99, `${name}过大`)
    .refine(cents, `${name}最多两位小数`);

/**
 * A bid as typed: one total (整单报价, quote mode 1) or a unit price per goods line (单品报价, quote mode 2), whose sum
 * is the total. Both keep their fields, so that switching nothing loses what was typed.
 */
export const bidSchema = (quoteMode: 1 | 2, bidWord: string) =>
  z.object({
    totalPrice: quoteMode === 1 ? price(`${bidWord}总价`) : z.number().optional(),
    lines: z.array(
      z.object({
        projectGoodsId: z.string(),
        unitPrice: quoteMode === 2 ? price('单价') : z.number().optional(),
      }),
    ),
    remark: z.string().trim().max(500, '备注最多 500 个字符'),
  });
export type BidValues = z.output<ReturnType<typeof bidSchema>>;
