// Form rules of the authentication pages (registration, SMS login, password reset), with their Chinese messages.
import { z } from 'zod';

export const phonePattern = /^1[3-9]\d{9}$/;

const creditCodeAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: 18 characters, the last a check character computed from the first 17. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  const sum = creditCodeWeights.reduce(
    (total, weight, i) => total + creditCodeAlphabet.indexOf(value[i] ?? '') * weight,
    0,
  );
  return creditCodeAlphabet[(31 - (sum % 31)) % 31] === value[17];
}

const text = (name: string, min: number, max: number) =>
  z.string().trim().min(1, `请输入${name}`).min(min, `${name}至少 ${min} 个字`).max(max, `${name}不能超过 ${max} 个字`);

export const phone = z.string().trim().min(1, '请输入手机号码').regex(phonePattern, '请输入正确的 11 位手机号码');
export const smsCode = z
  .string()
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{4,6}$/, '短信验证码为 4 到 6 位数字');
export const newPassword = z
  .string()
  .min(1, '请输入密码')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).{8,20}$/, '密码为 8 到 20 位，须同时包含字母和数字')
  .refine((value) => !/\s/.test(value), '密码不能包含空格');

/** Password and its confirmation: the confirmation must repeat it. */
export const withConfirmation = <T extends { password: string; confirmPassword: string }>(
  form: T,
  context: z.RefinementCtx,
) => {
  if (form.password !== form.confirmPassword)
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: '两次输入的密码不一致' });
};

/** After a change of the password, the confirmation is checked again, once the user has typed one. */
export function recheckConfirmation(form: {
  getValues: (name: 'confirmPassword') => string;
  trigger: (name: 'confirmPassword') => Promise<boolean>;
}) {
  if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
}

const optionalText = (name: string, max: number) => z.string().trim().max(max, `${name}不能超过 ${max} 个字`);

const common = {
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, '请输入统一社会信用代码')
    .length(18, '统一社会信用代码为 18 位')
    .regex(
      /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
      '统一社会信用代码只能由数字和大写字母组成（不含 I、O、S、V、Z）',
    )
    .refine(isCreditCode, '统一社会信用代码校验位不正确，请核对营业执照'),
  contactName: text('联系人姓名', 2, 30),
  phone,
  code: smsCode,
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100, '邮箱不能超过 100 个字符')]),
  username: z
    .string()
    .trim()
    .min(1, '请输入登录账号')
    .regex(/^[A-Za-z0-9_]{4,30}$/, '账号为 4 到 30 位字母、数字或下划线'),
  password: newPassword,
  confirmPassword: z.string().min(1, '请再次输入密码'),
  address: optionalText('地址', 200),
  agree: z.boolean().refine((value) => value, '请阅读并同意《用户协议》和《隐私政策》'),
};

export const purchaserForm = z.object({ ...common, orgName: text('单位名称', 2, 100) }).superRefine(withConfirmation);

export const supplierForm = z
  .object({
    ...common,
    orgName: text('企业名称', 2, 100),
    legalPerson: text('法定代表人姓名', 2, 30),
    // Codes of the platform's Supplier: 1 电商供应商, 2 本地供应商.
    supplierType: z.enum(['1', '2'], '请选择供应商类型'),
    registeredCapital: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^\d{1,8}(\.\d{1,4})?$/.test(value),
        '注册资本请填写数字（万元），最多 4 位小数',
      ),
    businessScope: optionalText('经营范围', 1000),
  })
  .superRefine(withConfirmation);

/** Every field of the registration page; the purchaser page leaves the supplier's fields at their defaults. */
export type RegisterValues = z.input<typeof supplierForm>;
