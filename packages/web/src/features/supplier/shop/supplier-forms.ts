import type { components } from '@zc/sdk';
import * as z from 'zod';

type Supplier = components['schemas']['Supplier'];

const blankOr = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);

/** The company's base information (org/editSupplierBase). */
export const baseSchema = z.object({
  orgNameZh: z
    .string()
    .trim()
    .min(1, '请输入企业名称')
    .min(2, '企业名称至少 2 个字符')
    .max(100, '企业名称最多 100 个字符'),
  shortName: z.string().trim().max(30, '企业简称最多 30 个字符'),
  creditCode: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '请输入 18 位统一社会信用代码'),
  legalPerson: z.string().trim().max(20, '法定代表人最多 20 个字符'),
  registeredCapital: blankOr(
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, '注册资本为不小于 0 的数字，最多两位小数'),
  ),
  establishDate: blankOr(z.iso.date('请选择正确的成立日期')),
  taxpayerType: z.enum(['', '1', '2']),
  address: z.string().trim().max(200, '注册地址最多 200 个字符'),
  businessScope: z.string().trim().max(2000, '经营范围最多 2000 个字符'),
  contactName: z.string().trim().min(1, '请输入联系人').max(20, '联系人最多 20 个字符'),
  contactPhone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码'),
  email: blankOr(z.email('请输入正确的电子邮箱').max(64, '电子邮箱最多 64 个字符')),
});
export type BaseInput = z.input<typeof baseSchema>;

/** The settlement bank account (org/editSupplierBankAccount). */
export const bankSchema = z.object({
  bankName: z
    .string()
    .trim()
    .min(1, '请输入开户银行')
    .min(2, '开户银行至少 2 个字符')
    .max(100, '开户银行最多 100 个字符'),
  bankAccountName: z
    .string()
    .trim()
    .min(1, '请输入开户名称')
    .min(2, '开户名称至少 2 个字符')
    .max(100, '开户名称最多 100 个字符'),
  bankAccount: z
    .string()
    .trim()
    .regex(/^\d{8,32}$/, '银行账号为 8 到 32 位数字'),
  bankBranchNo: blankOr(
    z
      .string()
      .trim()
      .regex(/^\d{12}$/, '联行号为 12 位数字'),
  ),
});

/** What the mall shows of the supplier's shop: its name, logo and introduction. */
export const shopSchema = z.object({
  shortName: z.string().trim().min(1, '请输入店铺名称').max(30, '店铺名称最多 30 个字符'),
  logo: z.string().optional(),
  introduction: z.string().trim().max(2000, '店铺简介最多 2000 个字符'),
});

/**
 * The editSupplierBase body as the supplier stands, which a form then changes: the call replaces the base
 * information, so fields a form does not show are sent back as they are.
 */
export const currentBase = (supplier: Supplier) => ({
  id: supplier.id,
  orgNameZh: supplier.orgNameZh,
  creditCode: supplier.creditCode,
  contactName: supplier.contactName ?? '',
  contactPhone: supplier.contactPhone ?? '',
  ...(supplier.shortName && { shortName: supplier.shortName }),
  ...(supplier.legalPerson && { legalPerson: supplier.legalPerson }),
  ...(supplier.registeredCapital !== undefined && { registeredCapital: supplier.registeredCapital }),
  ...(supplier.establishDate && { establishDate: supplier.establishDate }),
  ...(supplier.businessScope && { businessScope: supplier.businessScope }),
  ...(supplier.taxpayerType && { taxpayerType: supplier.taxpayerType }),
  ...(supplier.areaCode && { areaCode: supplier.areaCode }),
  ...(supplier.address && { address: supplier.address }),
  ...(supplier.email && { email: supplier.email }),
  ...(supplier.logo && { logo: supplier.logo }),
  ...(supplier.introduction && { introduction: supplier.introduction }),
});
