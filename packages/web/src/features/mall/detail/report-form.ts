import * as z from 'zod';

/** What a shopper writes to report a goods item: the reason, what is wrong, and a phone to reach them if they wish. */
export const reportSchema = z.object({
  reportType: z.string().min(1, '请选择举报原因'),
  content: z.string().trim().min(5, '请至少用 5 个字说明问题').max(500, '问题说明最多 500 个字'),
  contactPhone: z.union([z.literal(''), z.string().regex(/^1\d{10}$/, '请输入 11 位手机号')]),
});
