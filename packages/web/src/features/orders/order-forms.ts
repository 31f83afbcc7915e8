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

/**
 * How many of each open line a shipment or a receipt takes, in the lines' order (0 or nothing leaves a line out):
 * none over what is open (`open`), and one piece at least.
 */
export const quantitiesSchema = (open: readonly number[], verb: '发' | '收') =>
  z.array(z.number().int().min(0).optional()).superRefine((nums, context) => {
    for (const [index, num] of nums.entries())
      if ((num ?? 0) > (open[index] ?? 0))
        context.addIssue({ code: 'custom', path: [index], message: `最多可${verb} ${open[index] ?? 0}` });
    if (!nums.some((num) => (num ?? 0) > 0)) context.addIssue({ code: 'custom', message: `请至少${verb}货一件商品` });
  });

/** The items of a shipment or a receipt: the lines given a quantity, with it. */
export const pickedItems = (lines: readonly { id: string }[], nums: readonly (number | undefined)[]) =>
  lines.map((line, index) => ({ orderDetailId: line.id, num: nums[index] ?? 0 })).filter((item) => item.num > 0);
