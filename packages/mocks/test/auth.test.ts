import { ApiError, getLoginCaptcha, getUserMenus, readSession, signIn, signOut } from '@zc/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockConfig, seededPassword } from '../src/config.ts';
import { seededAccounts } from '../src/domains/accounts/seed.ts';
import { base, captchaAnswer, raw, withMockBackend } from './support.ts';

withMockBackend();
beforeEach(() => {
  localStorage.clear();
  mockConfig.captcha = true;
  mockConfig.accessTokenTtlSeconds = 7200;
});

async function login(username: string, password = seededPassword) {
  const captcha = await getLoginCaptcha();
  return signIn({ username, password, key: captcha.key, code: await captchaAnswer(captcha.key) });
}

describe('login', () => {
  it('serves the public key as base64 without PEM armour', async () => {
    const body = await (await raw('/api/rsa/getPublicKey')).json();
    expect(body.data).toMatch(/^MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/=]+$/);
  });

  it.each(seededAccounts.map((account) => [account.account, account.title]))(
    'signs %s (%s) in through captcha and RSA, with that role’s menu',
    async (account) => {
      const session = await login(account);
      expect(session.userName).toBe(account);
      const { menus, buttonList } = await getUserMenus({ path: { id: session.userId } });
      expect(menus.length).toBeGreaterThan(0);
      expect(session.buttonList).toEqual(buttonList);
    },
  );

  it('gives the supplier its workbench menu and user type 3', async () => {
    const session = await login('gys01');
    expect(session.userType).toBe(3);
    const { menus } = await getUserMenus({ path: { id: session.userId } });
    expect(menus.map((menu) => menu.url)).toContain('supplier-workbench');
    const bidding = menus.find((menu) => menu.url === 'supplier-bidding');
    expect(bidding?.children?.map((child) => child.url)).toEqual([
      'supplier-bidding-report',
      'supplier-bidding-participate',
      'supplier-bidding-result',
      'supplier-bidding-contract',
      'supplier-project-evaluate',
    ]);
  });

  it('refuses a wrong captcha, and a captcha used once', async () => {
    const captcha = await getLoginCaptcha();
    await expect(
      signIn({ username: 'admin', password: seededPassword, key: captcha.key, code: 'ZZZZ' }),
    ).rejects.toMatchObject({ msg: '验证码错误' });
    await expect(
      signIn({ username: 'admin', password: seededPassword, key: captcha.key, code: 'ZZZZ' }),
    ).rejects.toMatchObject({
      msg: '验证码已过期，请点击图片刷新',
    });
  });

  it('counts wrong passwords and locks the account at the fifth', async () => {
    mockConfig.captcha = false;
    for (const left of [4, 3, 2, 1]) {
      await expect(signIn({ username: 'caigou05', password: 'wrong' })).rejects.toMatchObject({
        msg: `用户名或密码错误，还可尝试 ${left} 次`,
      });
    }
    await expect(signIn({ username: 'caigou05', password: 'wrong' })).rejects.toMatchObject({
      msg: '密码连续错误 5 次，账号已锁定，请联系管理员解锁',
    });
    await expect(signIn({ username: 'caigou05', password: seededPassword })).rejects.toMatchObject({
      msg: '账号已锁定，请联系管理员解锁',
    });
  });
});

describe('tokens', () => {
  it('answers 401 to a call without a token on a secured operation', async () => {
    const response = await raw('/api/bizOrgSupplier/getSupplierEnable');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401 });
  });

  it('lets an expired token refresh once and replays the call', async () => {
    mockConfig.accessTokenTtlSeconds = 1;
    const session = await login('gys01');
    mockConfig.accessTokenTtlSeconds = 7200;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await raw('/api/bizOrgSupplier/getSupplierEnable', {
      headers: { authorization: `bearer ${session.accessToken}` },
    });
    expect(expired.status).toBe(401);
    const { msg } = await expired.json();
    // The answer says when the token expired, never the token itself.
    expect(msg).toMatch(/^Access token expired at \d{4}-\d{2}-\d{2}T/);
    expect(msg).not.toContain(session.accessToken);
    const { getSupplierEnable } = await import('@zc/sdk');
    expect(await getSupplierEnable()).toBe(true);
    expect(readSession()?.accessToken).not.toBe(session.accessToken);
  });

  it('answers 400 with code -5 to a blacklisted token after logout', async () => {
    const session = await login('caigou01');
    await signOut();
    const response = await raw('/api/bizOrgSupplier/getSupplierEnable', {
      headers: { authorization: `bearer ${session.accessToken}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: -5 });
  });

  it('refuses a purchaser on the supplier workbench with 403', async () => {
    const session = await login('caigou01');
    const response = await raw('/api/myWorkBench/supplier/queryBench', {
      headers: { authorization: `bearer ${session.accessToken}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('validation', () => {
  it('answers 400 naming the field when the request breaks the spec', async () => {
    const response = await raw('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: '参数错误：缺少必填字段 password', data: null });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await raw('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{user',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).msg).toBe('参数错误：请求体不是合法的 JSON');
  });

  it('is an ApiError in the SDK', async () => {
    await expect(signIn({ username: 'nobody', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(base).toBe('http://mock.test');
  });
});
