import { setGoodsStateRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

/**
 * The reason the supplier reads when the platform refuses or takes goods off shelf; the platform refuses either
 * without one, in these words.
 */
const reasonFor = (required: string) =>
  z.object({
    reason: setGoodsStateRequestSchema.shape.reason.refine((reason) => Boolean(reason?.trim()), required),
  });

export const rejectSchema = reasonFor('驳回商品时请填写驳回原因');
export const shelfOffSchema = reasonFor('下架商品时请填写下架原因');
