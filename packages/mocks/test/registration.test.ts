import {
  type ApiError,
  approvePurchaser,
  checkMobileNumber,
  getLoginCaptcha,
  getSupplierById,
  loginByMobile,
  pagePurchaserUsers,
  registerPurchaser,
  registerSupplier,
  resetPassword,
  sendLoginCode,
  sendRegisterCode,
  sendResetPasswordCode,
  sessionFromTokens,
  signIn,
  writeSession,
} from '@zc/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededPassword } from '../src/config.ts';
import { encrypted } from '../src/domains/accounts/contract.ts';
import { resetToSeed } from '../src/seed.ts';
import { accountTables as t } from '../src/tables/accounts.ts';
import { captchaAnswer, raw, withMockBackend } from './support.ts';

withMockBackend();
// Until the QA endpoint joins the shared handlers (src/handlers.ts qaHandlers).
beforeEach(async () => {
  localStorage.clear();
  await resetToSeed();
});
afterEach(() => vi.useRealTimers());

const phoneOf = (account: string) => t.users.all().find((user) => user.account === account)?.phone ?? '';
const smsCode = async (phone: string): Promise<string> => (await (await raw(`/__mock/sms/${phone}`)).json()).data;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error.msg,
  );

async function signInAs(account: string, password = seededPassword) {
  const captcha = await getLoginCaptcha();
  return signIn({ username: account, password, key: captcha.key, code: await captchaAnswer(captcha.key) });
}
async function asAdmin() {
  await signInAs('admin');
}

const purchaser = (phone: string, code: string, overrides: Record<string, unknown> = {}) => ({
  body: {
    orgName: '北京市海淀区教育委员会',
    creditCode: '11110108000088888X',
    contactName: '李娜',
    phone,
    code,
    username: 'hdjw_lina',
    password: encrypted('Zhuce2026'),
    ...overrides,
  },
});

describe('SMS codes', () => {
  it('sends one code per phone every 60 seconds, valid for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00'));
    await sendRegisterCode({ path: { phone: '13900001111' } });
    const first = await smsCode('13900001111');
    expect(first).toMatch(/^\d{6}$/);
    vi.setSystemTime(new Date('2026-11-23T09:00:15'));
    expect(await refusal(sendRegisterCode({ path: { phone: '13900001111' } }))).toBe(
      '验证码发送过于频繁，请 45 秒后再试',
    );
    expect(await smsCode('13900001111')).toBe(first);
    vi.setSystemTime(new Date('2026-11-23T09:05:01'));
    expect(await refusal(registerPurchaser(purchaser('13900001111', first)))).toBe('短信验证码已过期，请重新获取');
    await sendRegisterCode({ path: { phone: '13900001111' } });
    expect(await smsCode('13900001111')).not.toBeNull();
  });

  it('refuses a registration code for a registered phone, and a login or reset code for an unknown one', async () => {
    expect(await refusal(sendRegisterCode({ path: { phone: phoneOf('caigou01') } }))).toBe(
      '该手机号已注册，请直接登录或找回密码',
    );
    expect(await refusal(sendLoginCode({ path: { phone: '13900009999' } }))).toBe('该手机号未注册，请先注册');
    expect(await refusal(sendResetPasswordCode({ path: { phone: '13900009999' } }))).toBe('该手机号未绑定任何账号');
    expect((await raw('/__mock/sms/13900009999')).ok).toBe(true);
    expect(await smsCode('13900009999')).toBeNull();
  });
});

describe('registration', () => {
  it('creates a purchasing unit and a user waiting for approval, listed for the administrator', async () => {
    await sendRegisterCode({ path: { phone: '13900002222' } });
    const result = await registerPurchaser(purchaser('13900002222', await smsCode('13900002222')));
    expect(result.auditStatus).toBe(0);
    expect(t.orgs.get(result.orgId)).toMatchObject({ orgType: 2, auditStatus: 0, orgNameZh: '北京市海淀区教育委员会' });
    expect(await checkMobileNumber({ query: { phone: '13900002222' } })).toEqual({
      phone: '13900002222',
      registered: true,
    });
    await asAdmin();
    const pending = await pagePurchaserUsers({ query: { auditStatus: 0, account: 'hdjw_lina' } });
    expect(pending.records.map((user) => user.id)).toEqual([result.userId]);
    // The new account waits for the review, then signs in with the password it chose (sent encrypted).
    localStorage.clear();
    expect(await refusal(signInAs('hdjw_lina', 'Zhuce2026'))).toBe('采购人注册申请正在审核中，审核通过后即可登录');
    await asAdmin();
    await approvePurchaser({ path: { id: result.userId } });
    localStorage.clear();
    expect((await signInAs('hdjw_lina', 'Zhuce2026')).userId).toBe(result.userId);
  });

  it('refuses a wrong code, a taken account and a taken phone, writing nothing', async () => {
    const users = t.users.count();
    const orgs = t.orgs.count();
    await sendRegisterCode({ path: { phone: '13900002222' } });
    const code = await smsCode('13900002222');
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await refusal(registerPurchaser(purchaser('13900002222', wrong)))).toBe('短信验证码错误');
    expect(await refusal(registerPurchaser(purchaser('13900002222', code, { username: 'caigou01' })))).toBe(
      '账号“caigou01”已存在，请更换账号',
    );
    expect(await refusal(registerPurchaser(purchaser(phoneOf('caigou02'), code)))).toBe(
      `手机号“${phoneOf('caigou02')}”已注册，请直接登录或找回密码`,
    );
    expect(await refusal(registerPurchaser(purchaser('13900002222', code, { password: encrypted('short') })))).toMatch(
      /8 到 20 位/,
    );
    expect([t.users.count(), t.orgs.count()]).toEqual([users, orgs]);
    // The code was not used up by the refusals.
    await registerPurchaser(purchaser('13900002222', code));
    expect(t.users.count()).toBe(users + 1);
  });

  it('creates a supplier under review (auditStatus 0, not enabled) with its main account', async () => {
    await sendRegisterCode({ path: { phone: '13900003333' } });
    const result = await registerSupplier({
      body: {
        orgNameZh: '北京晨光文具办公用品有限公司',
        creditCode: '91110108MA01ABCD2E',
        legalPerson: '王强',
        registeredCapital: 5_000_000,
        supplierType: 2,
        contactName: '赵敏',
        phone: '13900003333',
        code: await smsCode('13900003333'),
        username: 'cgwj_admin',
        password: encrypted('Zhuce2026'),
      },
    });
    expect(t.orgs.get(result.orgId)).toMatchObject({ orgType: 4, auditStatus: 0 });
    await asAdmin();
    expect(await getSupplierById({ path: { id: result.orgId } })).toMatchObject({
      auditStatus: 0,
      enable: 0,
      registeredCapital: 500,
      account: 'cgwj_admin',
    });
    expect(t.users.get(result.userId)).toMatchObject({ userType: 3, orgId: result.orgId });
  });
});

describe('verification-code login and password reset', () => {
  it('signs in with the SMS code once', async () => {
    const phone = phoneOf('caigou03');
    await sendLoginCode({ path: { phone } });
    const code = await smsCode(phone);
    const tokens = await loginByMobile({ body: { phone, code } });
    expect(tokens.user_name).toBe('caigou03');
    writeSession(sessionFromTokens(tokens));
    expect(await refusal(loginByMobile({ body: { phone, code } }))).toBe('请先获取短信验证码');
  });

  it('resets the password with the reset code and unlocks the account', async () => {
    const phone = phoneOf('caigou04');
    const user = t.users.all().find((row) => row.account === 'caigou04');
    await t.users.update(user?.id ?? '', { locked: 1 });
    await sendResetPasswordCode({ path: { phone } });
    const code = await smsCode(phone);
    expect(
      await refusal(resetPassword({ body: { phone, code, username: 'caigou05', password: encrypted('Xinmima2026') } })),
    ).toBe('账号与手机号不匹配');
    await resetPassword({ body: { phone, code, password: encrypted('Xinmima2026') } });
    expect((await signInAs('caigou04', 'Xinmima2026')).userName).toBe('caigou04');
    localStorage.clear();
    expect(await refusal(signInAs('caigou04'))).toMatch(/用户名或密码错误/);
  });
});
