import { brandAuditRequestSchema, brandFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A brand the platform adds or changes itself: approved at once, no authorisation needed. */
export const platformBrandSchema = brandFormSchema
  .pick({ name: true, nameEn: true, initial: true, description: true, logo: true, isShow: true })
  .extend({ isShow: chosen(brandFormSchema.shape.isShow) });

/** A review: approved, or refused with the reason the supplier will read (the platform refuses one without). */
export const brandAuditSchema = brandAuditRequestSchema
  .omit({ id: true })
  .extend({ auditStatus: chosen(brandAuditRequestSchema.shape.auditStatus) })
  .refine((review) => review.auditStatus !== 2 || Boolean(review.auditRemark), {
    message: '驳回时须填写驳回原因',
    path: ['auditRemark'],
  });
