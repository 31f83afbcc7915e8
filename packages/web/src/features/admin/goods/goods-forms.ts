import { setGoodsStateRequestSchema } from '@zc/sdk/schemas';

/**
 * The reason the supplier reads when the platform refuses or takes goods off shelf; the platform refuses either
 * without one, in these words.
 */
const reasonFor = (required: string) =>
  setGoodsStateRequestSchema.shape.reason.refine((reason) => Boolean(reason?.trim()), required);

export const rejectReason = reasonFor('驳回商品时请填写驳回原因');
export const shelfOffReason = reasonFor('下架商品时请填写下架原因');
