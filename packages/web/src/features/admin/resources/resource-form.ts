import { resourceFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = resourceFormSchema.shape;

/** A menu or button as the resource manager saves it; where it hangs and its role group come from the tree. */
export const resourceSchema = resourceFormSchema
  .omit({ parentId: true, roleType: true })
  .extend({ resourceType: chosen(fields.resourceType), show: chosen(fields.show) });
