import { roleFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = roleFormSchema.shape;

/** A role or a role template as the role pages save it (whether it is a template comes from the tab). */
export const roleSchema = roleFormSchema
  .omit({ isTemplate: true })
  .extend({ roleType: chosen(fields.roleType), status: chosen(fields.status) });
