import { renderPage, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { LoginMobilePage } from './LoginMobilePage.tsx';

withMockBackend();

it('signs in by password first, and loads the SMS form when its tab is chosen', async () => {
  await renderPage('/loginMobile', () => <LoginMobilePage />);
  expect(screen.getByRole('tab', { name: '密码登录', selected: true })).toBeTruthy();
  expect(await screen.findByRole('textbox', { name: '用户名' })).toBeTruthy();
  expect(screen.queryByLabelText('手机号码')).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: '短信验证码登录' }));
  expect(await screen.findByLabelText('手机号码')).toBeTruthy();
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: '用户名' })).toBeNull();
});
