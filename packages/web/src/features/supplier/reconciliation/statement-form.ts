import * as z from 'zod';

/** What the supplier may change on a statement not yet confirmed: its name, remark and orders. */
export const statementSchema = z.object({
  accountName: z.string().trim().min(1, '请输入对账单名称').max(100, '对账单名称最多 100 个字符'),
  remark: z.string().trim().max(500, '备注最多 500 个字符'),
  orderIds: z.array(z.string(), '请至少选择一个订单').min(1, '请至少选择一个订单'),
});
export type StatementValues = z.output<typeof statementSchema>;
