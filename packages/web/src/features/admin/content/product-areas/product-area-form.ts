import { productAreaFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A goods zone as the administrator saves it; its code is the zone's address in the mall. */
export const productAreaSchema = productAreaFormSchema
  .omit({ id: true, goodsIds: true })
  .extend({ isEnable: chosen(productAreaFormSchema.shape.isEnable) });
