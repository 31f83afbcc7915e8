import * as z from 'zod';

/** The terms a supplier puts into the contract of a sourcing order; all optional, as the spec has them. */
export const contractSchema = z.object({
  deliveryDate: z.union([z.literal(''), z.iso.date('请选择正确的交货日期')]),
  paymentTerms: z.string().trim().max(500, '付款条件最多 500 个字符'),
  remark: z.string().trim().max(500, '备注最多 500 个字符'),
});
