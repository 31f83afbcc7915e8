import { contractPaymentConfirmRequestSchema, contractPaymentFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A payment asked for: the amount in yuan (two decimals), how it is paid and a remark for finance. */
export const applyPaymentSchema = contractPaymentFormSchema.pick({ remark: true }).extend({
  amount: cents(contractPaymentFormSchema.shape.amount),
  payMethod: chosen(contractPaymentFormSchema.shape.payMethod),
});

// Finance confirms with the bank's transaction number, or rejects with the reason the buyer reads.
export const confirmPaymentSchema = z.object({
  tradeNo: contractPaymentConfirmRequestSchema.shape.tradeNo.unwrap().trim().min(1, '请填写交易流水号'),
});
export const rejectPaymentSchema = z.object({
  rejectReason: contractPaymentConfirmRequestSchema.shape.rejectReason.unwrap().trim().min(1, '请填写驳回原因'),
});
