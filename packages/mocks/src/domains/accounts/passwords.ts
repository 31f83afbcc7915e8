import { fail } from '../../engine/store.ts';

/** The platform's rule for new passwords (the documents give none): 8 to 20 characters, letters and digits. */
export function checkPasswordRule(password: string) {
  if (!/^(?=.*[A-Za-z])(?=.*\d).{8,20}$/.test(password)) fail('新密码须为 8 到 20 位，且同时包含字母和数字');
}
