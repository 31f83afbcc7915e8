// The authentication pages' forms on the spec's request bodies, with what only the page can check: the password
// before it is encrypted (the body carries ciphertext), its confirmation, the agreement, and the credit code's check
// character, which no pattern states.
import { purchaserRegisterRequestSchema, supplierRegisterRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const creditCodeAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: the 18th character is a check character computed from the first 17. */
export function isCreditCode(value: string): boolean {
  const sum = creditCodeWeights.reduce(
    (total, weight, i) => total + creditCodeAlphabet.indexOf(value[i] ?? '') * weight,
    0,
  );
  return value.length === 18 && creditCodeAlphabet[(31 - (sum % 31)) % 31] === value[17];
}

/** 8 to 20 characters with letters and digits, checked here: the backend only ever sees it encrypted. */
export const newPassword = z
  .string()
  .min(1)
  .regex(/^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/, '密码为 8 到 20 位，须同时包含字母和数字');

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

const account = {
  creditCode: z
    .string()
    .toUpperCase()
    .pipe(purchaserRegisterRequestSchema.shape.creditCode)
    .refine(isCreditCode, '统一社会信用代码校验位不正确，请核对营业执照'),
  password: newPassword,
  confirmPassword: z.string().min(1),
  agree: z.boolean().refine(Boolean, '请阅读并同意《用户协议》和《隐私政策》'),
};
const contact = { contactName: true, phone: true, code: true, email: true, username: true, address: true } as const;

export const purchaserForm = purchaserRegisterRequestSchema
  .pick({ orgName: true, ...contact })
  .extend(account)
  .superRefine(withConfirmation);

const supplier = supplierRegisterRequestSchema.shape;
export const supplierForm = supplierRegisterRequestSchema
  .pick({ legalPerson: true, businessScope: true, ...contact })
  .extend({
    ...account,
    orgName: supplier.orgNameZh,
    supplierType: chosen(supplier.supplierType),
    // Typed in 万元, as licences state it; the call takes yuan.
    registeredCapital: z.coerce
      .number<string>()
      .pipe(supplier.registeredCapital.unwrap())
      .transform((wan) => Math.round(wan * 1_000_000) / 100)
      .optional(),
  })
  .superRefine(withConfirmation);

/** Every field of the registration page; the purchaser page leaves the supplier's fields at their defaults. */
export type RegisterValues = z.input<typeof supplierForm>;
export type RegisterOutput = z.output<typeof supplierForm>;
