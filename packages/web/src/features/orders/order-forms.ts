import { orderApprovalRequestSchema, orderReasonRequestSchema, saveOrderBuyNumRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

/** A purchaser cancelling an order tells the supplier why. */
export const cancelSchema = z.object({ reason: orderReasonRequestSchema.shape.reason.unwrap().min(1) });

/** 同意 may come with an opinion; 驳回 needs one the buyer can act on. */
export const approveSchema = orderApprovalRequestSchema.pick({ opinion: true });
export const refuseSchema = z.object({ opinion: orderApprovalRequestSchema.shape.opinion.unwrap().min(1) });

const change = saveOrderBuyNumRequestSchema.shape.items.element;
/** 修改数量: a new quantity per line (0 takes a line off the order) and why; only the lines changed are sent. */
export const editOrderSchema = z.object({
  items: z.array(change),
  reason: saveOrderBuyNumRequestSchema.shape.reason.unwrap().min(1),
});
