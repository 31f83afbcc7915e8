import { purchasePlanFormSchema, purchasePlanItemFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const line = purchasePlanItemFormSchema
  .pick({ id: true, goodsId: true, goodsName: true, spec: true, unit: true, num: true })
  .extend({ price: cents(purchasePlanItemFormSchema.shape.price) });

/**
 * A purchase plan as the purchaser writes it: the spec's PurchasePlanForm (the same fields edit a plan), its channel
 * chosen in a select, its approvers ticked, and 提交审批 a checkbox. The plan's amount is the sum of its lines.
 */
export const planSchema = purchasePlanFormSchema
  .pick({ planName: true, startDate: true, endDate: true, remark: true, approverIds: true })
  .extend({
    purchaseType: chosen(purchasePlanFormSchema.shape.purchaseType),
    items: z.array(line).min(1, '请至少添加一条计划商品'),
    submit: z.boolean(),
  })
  // The backend's words for the same two rules.
  // Checked with the other fields' messages, not only once every field is valid.
  .refine((plan) => !plan.startDate || !plan.endDate || plan.endDate >= plan.startDate, {
    path: ['endDate'],
    message: '计划结束日期不能早于开始日期',
    when: () => true,
  })
  .refine((plan) => !plan.submit || (plan.approverIds?.length ?? 0) > 0, {
    path: ['approverIds'],
    message: '提交审批前请选择审批人',
    when: () => true,
  });

export type PlanValues = z.input<typeof planSchema>;
/** A new line: the price left to type (a form's empty number field). */
export const emptyLine = { goodsName: '', spec: '', unit: '', num: 1 } as PlanValues['items'][number];
