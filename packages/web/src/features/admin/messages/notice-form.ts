import { noticeFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = noticeFormSchema.shape;

/** A notice as the announcement manager saves it: kept as a draft (0) or published (1). */
export const noticeSchema = noticeFormSchema
  .pick({ title: true, noticeType: true, content: true, endTime: true, status: true })
  .extend({ noticeType: chosen(fields.noticeType), status: chosen(fields.status) });
