import { z } from 'zod';

/** The platform's rule for new passwords (the documents give none): 8 to 20 characters with letters and digits. */
export const newPasswordRule = z
  .string()
  .trim()
  .min(8, '新密码至少 8 位')
  .max(20, '新密码最多 20 位')
  .regex(/[A-Za-z]/, '新密码须包含字母')
  .regex(/\d/, '新密码须包含数字');

export const changePasswordForm = z
  .object({
    oldPassword: z.string().trim().min(1, '请输入原密码'),
    newPassword: newPasswordRule,
    confirmPassword: z.string().trim().min(1, '请再次输入新密码'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: '两次输入的新密码不一致',
  })
  .refine((form) => form.newPassword !== form.oldPassword, {
    path: ['newPassword'],
    message: '新密码不能与原密码相同',
  });

export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
