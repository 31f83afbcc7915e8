import { expect, it } from 'vitest';
import { changePasswordForm } from './password-rules.ts';

const problems = (form: Record<string, string>) =>
  changePasswordForm.safeParse(form).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

it('accepts a new password of 8 to 20 characters with letters and digits, typed twice', () => {
  expect(problems({ oldPassword: 'Zc@123456', newPassword: 'Caigou2026', confirmPassword: 'Caigou2026' })).toEqual([]);
});

it.each([
  ['Ab1', 'newPassword: 新密码至少 8 位'],
  ['Abcdefgh123456789012345', 'newPassword: 新密码最多 20 位'],
  ['12345678', 'newPassword: 新密码须包含字母'],
  ['abcdefgh', 'newPassword: 新密码须包含数字'],
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
