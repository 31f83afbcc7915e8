import { floorSettingFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A home floor as the administrator saves it (its goods are the best sellers of its categories). */
export const floorSchema = floorSettingFormSchema
  .omit({ id: true, goodsIds: true })
  .extend({ isEnable: chosen(floorSettingFormSchema.shape.isEnable) });
