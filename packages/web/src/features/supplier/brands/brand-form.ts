import * as z from 'zod';

/** What a supplier fills in to propose a brand; the authorisation letter is required from suppliers. */
export const brandSchema = z.object({
  name: z.string().trim().min(1, '请输入品牌名称').max(50, '品牌名称最多 50 个字符'),
  nameEn: z.string().trim().max(50, '英文名称最多 50 个字符'),
  initial: z.union([z.literal(''), z.string().regex(/^[A-Z#]$/, '首字母为一个大写字母或 #')]),
  description: z.string().trim().max(500, '品牌介绍最多 500 个字符'),
  logo: z.string().optional(),
  authorizationFile: z.string('请上传品牌授权书').min(1, '请上传品牌授权书'),
});
export type BrandValues = z.output<typeof brandSchema>;
