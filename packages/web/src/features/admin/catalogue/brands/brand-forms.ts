import { brandAuditRequestSchema, brandFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A brand the platform adds or changes itself: approved at once, no authorisation needed. */
export const platformBrandSchema = brandFormSchema
  .pick({ name: true, nameEn: true, initial: true, description: true, logo: true, isShow: true })
  .extend({ isShow: chosen(brandFormSchema.shape.isShow) });

/** The reason the supplier reads when its brand is refused (the platform refuses a refusal without one). */
export const brandRefusalReason = brandAuditRequestSchema.shape.auditRemark.refine(
  (reason) => Boolean(reason?.trim()),
  '驳回时须填写驳回原因',
);
