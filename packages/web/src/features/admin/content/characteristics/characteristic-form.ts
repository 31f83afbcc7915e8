import { characteristicSettingFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A featured entry of the mall home page: title, line, picture and link. */
export const characteristicSchema = characteristicSettingFormSchema
  .omit({ id: true })
  .extend({ isEnable: chosen(characteristicSettingFormSchema.shape.isEnable) });
