import { lastSmsCode, phoneOf, renderPage, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { sessionState } from '@/shared/session/session.ts';
import { MobileLoginPage } from './MobileLoginPage.tsx';

withMockBackend();

const page = () => renderPage('/mlogin', () => <MobileLoginPage />);

describe('SMS login page', () => {
  it('signs in with phone and code, stores the session and opens the user’s home', async () => {
    const phone = await phoneOf('caigou01');
    const user = userEvent.setup();
    await page();
    await user.type(screen.getByLabelText('手机号码'), phone);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await user.type(screen.getByLabelText('短信验证码'), await lastSmsCode(phone));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/purchase/my-platform');
    expect(readSession()?.userName).toBe('caigou01');
    expect(sessionState()?.userName).toBe('caigou01');
  });

  it('refuses an unregistered phone and a wrong code with the server’s message, keeping the number', async () => {
    const user = userEvent.setup();
    await page();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    await user.type(screen.getByLabelText('手机号码'), '13900009999');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号未注册，请先注册')).toBeTruthy();

    const phone = await phoneOf('gys01');
    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), phone);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    const code = await lastSmsCode(phone);
    await user.type(screen.getByLabelText('短信验证码'), code === '123456' ? '654321' : '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('短信验证码错误');
    expect(screen.getByLabelText<HTMLInputElement>('手机号码').value).toBe(phone);
    expect(readSession()).toBeNull();
    await user.clear(screen.getByLabelText('短信验证码'));
    await user.type(screen.getByLabelText('短信验证码'), code);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/supplier-workbench');
  });
});
