import { propertyFormSchema, propertyValueFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = propertyFormSchema.shape;

/** A property of the category being managed (its category is the page's). */
export const propertySchema = propertyFormSchema.omit({ id: true }).extend({
  propertyType: chosen(fields.propertyType),
  inputType: chosen(fields.inputType),
  isRequired: chosen(fields.isRequired),
  isSearch: chosen(fields.isSearch),
});

/** A fixed value of the property being managed. */
export const propertyValueSchema = propertyValueFormSchema.omit({ id: true });
