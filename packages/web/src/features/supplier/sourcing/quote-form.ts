import { saveQuotePriceItemSchema, saveQuotePriceRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';

const item = saveQuotePriceItemSchema.extend({ unitPrice: cents(saveQuotePriceItemSchema.shape.unitPrice) });

/** A supplier's quotation: a price (and optionally brand, model, notes) for every goods line of the inquiry. */
export const quoteSchema = saveQuotePriceRequestSchema
  .pick({ deliveryDays: true, validDays: true, remark: true })
  .extend({ items: z.array(item) });
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;

/** The saveQuotePrice body of a quotation: a goods line's blank brand, model or notes left out. */
export const quoteBody = (sourcingId: string, { items, ...terms }: QuoteValues) => ({
  sourcingId,
  ...terms,
  items: items.map((line) => Object.fromEntries(Object.entries(line).filter(([, text]) => text !== '')) as typeof line),
});
