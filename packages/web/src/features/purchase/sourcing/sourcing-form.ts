import { sourcingCommodityFormSchema, sourcingFormSchema, sourcingSubmitRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { bodyOf, cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';
import type { Sourcing } from './sourcing-columns.tsx';

/**
 * The inquiry's header (新增寻源): the spec's SourcingForm with who may quote and the invoice picked in selects, the
 * invited suppliers ticked and the documents kept as the uploaded files (sent as their ids).
 */
export const headerSchema = sourcingFormSchema
  .pick({
    sourcingName: true,
    contactName: true,
    contactPhone: true,
    quoteStartTime: true,
    quoteEndTime: true,
    deliveryAddress: true,
  })
  .extend({
    supplierScope: chosen(sourcingFormSchema.shape.supplierScope),
    invoiceType: chosen(sourcingFormSchema.shape.invoiceType),
    invitedSupplierIds: z.array(z.string()),
    attachments: z.array(z.custom<UploadedFile>()).max(5, '最多上传5个附件'),
  })
  // The backend's words, said before anything is sent.
  .refine((form) => form.supplierScope !== 2 || form.invitedSupplierIds.length > 0, {
    path: ['invitedSupplierIds'],
    message: '邀请寻源须至少邀请一家供应商',
    when: () => true,
  });

/** The quote rules (寻源规则): the terms every quotation answers to, and the approval flow it is submitted to. */
export const rulesSchema = sourcingFormSchema.pick({ deliveryDays: true, paymentTerms: true, remark: true }).extend({
  budgetAmount: cents(sourcingFormSchema.shape.budgetAmount),
  processCode: sourcingSubmitRequestSchema.shape.processCode,
});

/** The body saving an inquiry with changed fields, its own others kept (the invited suppliers sent as their ids). */
export const sourcingBody = (sourcing: Sourcing, changes: Partial<z.output<typeof sourcingFormSchema>>) => ({
  ...bodyOf(sourcingFormSchema, sourcing),
  invitedSupplierIds: sourcing.invitedSuppliers?.map((row) => row.supplierId),
  ...changes,
  id: sourcing.id,
});

/** A goods line of the inquiry. */
export const commoditySchema = sourcingCommodityFormSchema
  .pick({ goodsName: true, spec: true, brandName: true, unit: true, quantity: true, remark: true })
  .extend({ budgetPrice: cents(sourcingCommodityFormSchema.shape.budgetPrice) });
