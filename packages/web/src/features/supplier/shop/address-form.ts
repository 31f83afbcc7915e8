import * as z from 'zod';

/** A supplier's delivery (shipping and return) address. */
export const addressSchema = z.object({
  consignee: z.string().trim().min(1, '请输入联系人').max(20, '联系人最多 20 个字符'),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码'),
  telephone: z.string().trim().max(20, '固定电话最多 20 个字符'),
  provinceCode: z.string().min(1, '请选择省份'),
  cityCode: z.string().min(1, '请选择城市'),
  districtCode: z.string().min(1, '请选择区县'),
  detailAddress: z.string().trim().min(2, '详细地址至少 2 个字符').max(120, '详细地址最多 120 个字符'),
  postCode: z.union([z.literal(''), z.string().regex(/^\d{6}$/, '邮政编码为 6 位数字')]),
  isDefault: z.boolean(),
});
export type AddressInput = z.input<typeof addressSchema>;
