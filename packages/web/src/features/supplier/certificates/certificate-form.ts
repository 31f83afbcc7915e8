import * as z from 'zod';

const file = z.object({
  id: z.string(),
  submittedFileName: z.string(),
  fileType: z.string(),
  url: z.string().optional(),
});

/** A project registration as the supplier fills it in; files are uploaded first and sent by id. */
export const certificateSchema = z.object({
  projectId: z.string('请选择报名项目').min(1, '请选择报名项目'),
  contactName: z.string().trim().min(1, '请输入联系人').max(50, '联系人最多 50 个字符'),
  contactPhone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的 11 位手机号码'),
  // Designed: the purchaser reviews the registration on its documents, so at least one is asked for.
  qualificationFiles: z.array(file).min(1, '请上传资质文件').max(5, '资质文件最多 5 个'),
  depositVouchers: z.array(file).max(5, '保证金凭证最多 5 个'),
  remark: z.string().trim().max(500, '备注最多 500 个字符'),
});
export type CertificateValues = z.output<typeof certificateSchema>;
