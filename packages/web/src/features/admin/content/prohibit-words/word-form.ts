import { prohibitWordFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = prohibitWordFormSchema.shape;

/** A prohibited word: where it is refused (goods texts, evaluations or both) and whether it is checked. */
export const wordSchema = prohibitWordFormSchema
  .omit({ id: true })
  .extend({ wordType: chosen(fields.wordType), isEnable: chosen(fields.isEnable) });
