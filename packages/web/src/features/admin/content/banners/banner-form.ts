import { sysBannerFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = sysBannerFormSchema.shape;

/** A banner as the administrator saves it; the validity period runs forwards, as the platform checks. */
export const bannerSchema = sysBannerFormSchema
  .omit({ id: true })
  .extend({ position: chosen(fields.position), openType: chosen(fields.openType), isEnable: chosen(fields.isEnable) })
  .refine((banner) => !banner.startTime || !banner.endTime || banner.startTime <= banner.endTime, {
    message: '开始时间不能晚于结束时间',
    path: ['endTime'],
  });
