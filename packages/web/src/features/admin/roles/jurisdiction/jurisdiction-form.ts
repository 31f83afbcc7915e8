import { itemCategoryAuthorityFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = itemCategoryAuthorityFormSchema.shape;

/** A supplier's maintenance authority; its validity runs forwards, as the platform checks. */
export const jurisdictionSchema = itemCategoryAuthorityFormSchema
  .extend({ status: chosen(fields.status) })
  .refine((form) => !form.startDate || !form.endDate || form.startDate <= form.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });
