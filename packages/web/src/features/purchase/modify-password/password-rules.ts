import { changePasswordRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { newPassword } from '@/features/auth/register/rules.ts';

/** The changePassword body as typed, before both passwords are encrypted: the new one typed twice, and new. */
export const changePasswordForm = changePasswordRequestSchema
  .pick({ oldPassword: true })
  .extend({ newPassword, confirmPassword: z.string().min(1) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: '两次输入的新密码不一致',
  })
  .refine((form) => form.newPassword !== form.oldPassword, {
    path: ['newPassword'],
    message: '新密码不能与原密码相同',
  });
