import { bidBiddingFormSchema, bidGoodsFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';

const totalPrice = cents(bidBiddingFormSchema.shape.totalPrice);
const unitPrice = cents(bidGoodsFormSchema.shape.unitPrice);

/**
 * A bid as typed: one total (整单报价, quote mode 1) or a unit price per goods line (单品报价, quote mode 2), whose sum
 * is the total. Both keep their fields, so that switching nothing loses what was typed.
 */
export const bidSchema = (quoteMode: 1 | 2) =>
  bidBiddingFormSchema.pick({ remark: true }).extend({
    totalPrice: quoteMode === 1 ? totalPrice : totalPrice.optional(),
    goods: z.array(
      bidGoodsFormSchema
        .pick({ projectGoodsId: true })
        .extend({ unitPrice: quoteMode === 2 ? unitPrice : unitPrice.optional() }),
    ),
  });
