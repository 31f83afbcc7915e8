import { lastSmsCode, phoneOf, renderPage, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendRegisterCode } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from './RegisterPage.tsx';
import { isCreditCode } from './rules.ts';

withMockBackend();

/** A valid unified social credit code: the 17 given characters and their check character. */
function creditCode(first17: string) {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = weights.reduce((total, weight, i) => total + alphabet.indexOf(first17[i] ?? '') * weight, 0);
  return first17 + alphabet[(31 - (sum % 31)) % 31];
}

const purchaserPage = () => renderPage('/register', () => <RegisterPage mode="purchaser" />);

async function fillPurchaser(user: ReturnType<typeof userEvent.setup>, phone: string, username = 'hdjw_lina') {
  await user.type(screen.getByLabelText('单位名称'), '北京市海淀区教育委员会');
  await user.type(screen.getByLabelText('统一社会信用代码'), creditCode('11110108000088888'));
  await user.type(screen.getByLabelText('联系人'), '李娜');
  await user.type(screen.getByLabelText('手机号码'), phone);
  await user.type(screen.getByLabelText('登录账号'), username);
  await user.type(screen.getByLabelText('登录密码'), 'Zhuce2026');
  await user.type(screen.getByLabelText('确认密码'), 'Zhuce2026');
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
}

describe('registration page', () => {
  it('checks the unified social credit code’s check character', () => {
    const valid = creditCode('91110108MA01ABCD2');
    expect(isCreditCode(valid)).toBe(true);
    expect(isCreditCode(valid.slice(0, 17) + (valid.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(isCreditCode('9111010')).toBe(false);
  });

  it('shows Chinese messages for every missing or wrong field', async () => {
    const user = userEvent.setup();
    await purchaserPage();
    await user.type(screen.getByLabelText('统一社会信用代码'), '12345');
    await user.type(screen.getByLabelText('登录密码'), 'abc');
    await user.type(screen.getByLabelText('确认密码'), 'abd');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    for (const message of [
      '格式不正确',
      '密码为 8 到 20 位，须同时包含字母和数字',
      '两次输入的密码不一致',
      '请阅读并同意《用户协议》和《隐私政策》',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    // 单位名称, 联系人, 手机号码, 短信验证码 and 登录账号 were left empty.
    expect(screen.getAllByText('此项为必填项')).toHaveLength(5);
  });

  it('sends the SMS code, counts 60 seconds down, and registers the unit for review', async () => {
    const user = userEvent.setup();
    await purchaserPage();
    await fillPurchaser(user, '13900002222');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^(60|59) 秒后重新获取$/ })).toHaveProperty('disabled', true);
    expect((await screen.findByRole('status')).textContent).toContain('139****2222');
    await user.type(screen.getByLabelText('短信验证码'), await lastSmsCode('13900002222'));
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('注册申请已提交')).toBeTruthy();
  });

  it('keeps everything typed when the server refuses, and shows its message', async () => {
    const user = userEvent.setup();
    await purchaserPage();
    await fillPurchaser(user, '13900003333', 'caigou01');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await user.type(screen.getByLabelText('短信验证码'), await lastSmsCode('13900003333'));
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect((await screen.findByRole('alert')).textContent).toBe('账号“caigou01”已存在，请更换账号');
    expect(screen.getByLabelText<HTMLInputElement>('单位名称').value).toBe('北京市海淀区教育委员会');
    expect(screen.getByLabelText<HTMLInputElement>('登录密码').value).toBe('Zhuce2026');
    expect(screen.getByLabelText<HTMLInputElement>('确认密码').value).toBe('Zhuce2026');
    expect(screen.getByLabelText<HTMLInputElement>('短信验证码').value).toMatch(/^\d{6}$/);
    // Corrected, the same code still registers (a refused registration does not use it up).
    await user.clear(screen.getByLabelText('登录账号'));
    await user.type(screen.getByLabelText('登录账号'), 'hdjw_new');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect((await screen.findByRole('status')).textContent).toContain('注册申请已提交');
  });

  it('warns when the phone already has an account', async () => {
    const phone = await phoneOf('caigou02');
    const user = userEvent.setup();
    await purchaserPage();
    await user.type(screen.getByLabelText('手机号码'), phone);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册，请直接登录或找回密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('counts down the seconds the server’s resend limit names', async () => {
    await sendRegisterCode({ path: { phone: '13900005555' } });
    const user = userEvent.setup();
    await purchaserPage();
    await user.type(screen.getByLabelText('手机号码'), '13900005555');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/^验证码发送过于频繁，请 (60|59) 秒后再试$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^(60|59) 秒后重新获取$/ })).toHaveProperty('disabled', true);
  });

  it('asks the supplier for its legal representative and type, and registers it for review', async () => {
    const user = userEvent.setup();
    await renderPage('/supplier-register', () => <RegisterPage mode="supplier" />);
    expect(screen.getByRole('heading', { name: '供应商注册' })).toBeTruthy();
    await user.type(screen.getByLabelText('企业名称'), '北京晨光文具办公用品有限公司');
    await user.type(screen.getByLabelText('统一社会信用代码'), creditCode('91110108MA01ABCD2').toLowerCase());
    await user.selectOptions(screen.getByLabelText('供应商类型'), '电商供应商');
    await user.type(screen.getByLabelText('注册资本（万元）'), '500');
    await user.type(screen.getByLabelText('联系人'), '赵敏');
    await user.type(screen.getByLabelText('手机号码'), '13900004444');
    await user.type(screen.getByLabelText('登录账号'), 'cgwj_admin');
    await user.type(screen.getByLabelText('登录密码'), 'Zhuce2026');
    await user.type(screen.getByLabelText('确认密码'), 'Zhuce2026');
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await user.type(screen.getByLabelText('短信验证码'), await lastSmsCode('13900004444'));
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    await user.type(screen.getByLabelText('法定代表人'), '王强');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('注册申请已提交'));
  });
});
