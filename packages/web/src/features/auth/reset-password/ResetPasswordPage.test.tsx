import { lastSmsCode, phoneOf, renderPage, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLoginCaptcha, signIn } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

withMockBackend();

async function signInWith(username: string, password: string) {
  const captcha = await getLoginCaptcha();
  const code = (await (await fetch(`http://mock.test/__mock/captcha/${captcha.key}`)).json()).data;
  return signIn({ username, password, key: captcha.key, code });
}

describe('reset password page', () => {
  it('checks the new password twice, resets it with the SMS code, then goes back to the login', async () => {
    const phone = await phoneOf('caigou05');
    const user = userEvent.setup();
    await renderPage('/reset-password', ResetPasswordPage);
    await user.type(screen.getByLabelText('手机号码'), phone);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await user.type(screen.getByLabelText('短信验证码'), await lastSmsCode(phone));
    await user.type(screen.getByLabelText('新密码'), 'Xinmima2026');
    await user.type(screen.getByLabelText('确认新密码'), 'Xinmima2025');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Xinmima2026');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect((await screen.findByRole('status')).textContent).toContain('密码已重置');
    expect((await signInWith('caigou05', 'Xinmima2026')).userName).toBe('caigou05');
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  }, 15_000);
});
