import { materialFormSchema } from '@zc/sdk/schemas';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = materialFormSchema.shape;

/** A material as the administrator saves it; its reference price in yuan with two decimals at most. */
export const materialSchema = materialFormSchema
  .omit({ id: true })
  .extend({ isValid: chosen(fields.isValid), referencePrice: cents(fields.referencePrice) });
