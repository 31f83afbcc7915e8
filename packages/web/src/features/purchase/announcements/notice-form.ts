import { noticeCheckRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

// 通过 with an optional opinion; 驳回 with the reason the publisher reads.
export const passNoticeSchema = noticeCheckRequestSchema.pick({ opinion: true });
export const rejectNoticeSchema = z.object({
  opinion: noticeCheckRequestSchema.shape.opinion.unwrap().trim().min(1, '请填写驳回原因'),
});
