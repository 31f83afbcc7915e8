import { afterSaleCenterUpdateRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** What the platform may decide on a request: step in (平台介入处理中), close it as done (已完成) or cancel it (已取消). */
export const platformDecisions = [4, 5, 6] as const;
/** The states a request may still be decided in: not yet done or cancelled. */
export const decidable = (status: number) => status <= 4;

export const handleAfterSaleSchema = afterSaleCenterUpdateRequestSchema
  .omit({ id: true })
  .extend({ status: chosen(afterSaleCenterUpdateRequestSchema.shape.status) });
