import { expect, it } from 'vitest';
import { chineseErrors } from '@/shared/ui/FormDialog/zod-messages.ts';
import { changePasswordForm } from './password-rules.ts';

const problems = (form: Record<string, string>) =>
  changePasswordForm
    .safeParse(form, { error: chineseErrors })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

it('accepts a new password of 8 to 20 characters with letters and digits, typed twice', () => {
  expect(problems({ oldPassword: 'Zc@123456', newPassword: 'Caigou2026', confirmPassword: 'Caigou2026' })).toEqual([]);
});

it.each([
  ['', 'newPassword: 此项为必填项'],
  ['Ab1', 'newPassword: 密码为 8 到 20 位，须同时包含字母和数字'],
  ['Abcdefgh123456789012345', 'newPassword: 密码为 8 到 20 位，须同时包含字母和数字'],
  ['12345678', 'newPassword: 密码为 8 到 20 位，须同时包含字母和数字'],
  ['abcdefgh', 'newPassword: 密码为 8 到 20 位，须同时包含字母和数字'],
  ['abcd 1234', 'newPassword: 密码为 8 到 20 位，须同时包含字母和数字'],
])('refuses %s with “%s”', (newPassword, message) => {
  expect(problems({ oldPassword: 'Zc@123456', newPassword, confirmPassword: newPassword })).toContain(message);
});

it('refuses a confirmation that differs and a new password equal to the old one', () => {
  expect(problems({ oldPassword: 'Zc@123456', newPassword: 'Caigou2026', confirmPassword: 'Caigou2027' })).toEqual([
    'confirmPassword: 两次输入的新密码不一致',
  ]);
  expect(problems({ oldPassword: 'Caigou2026', newPassword: 'Caigou2026', confirmPassword: 'Caigou2026' })).toEqual([
    'newPassword: 新密码不能与原密码相同',
  ]);
});
