import { categorySquareSettingFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** An entry of the home category square: the category it opens and the label and picture it shows. */
export const squareSchema = categorySquareSettingFormSchema
  .omit({ id: true })
  .extend({ isEnable: chosen(categorySquareSettingFormSchema.shape.isEnable) });
