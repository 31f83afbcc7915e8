import { readFileSync } from 'node:fs';
import { JSEncrypt } from 'jsencrypt';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { encryptPassword, sessionFromTokens, signIn, signOut } from '../src/auth.ts';
import type { Data } from '../src/operation.ts';
import { readSession } from '../src/session.ts';
import { api, recordEvents, server, signIn as signInAs, withApiServer } from './support.ts';

withApiServer();

// A test key pair, so the round trip can be checked end to end.
const publicKey = readFileSync(new URL('test-rsa-public.pem', import.meta.url), 'utf8');
const privateKey = readFileSync(new URL('test-rsa-private.pem', import.meta.url), 'utf8');
const decrypt = (cipher: string) => {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKey);
  return decryptor.decrypt(cipher);
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const accessToken = `${base64url({ alg: 'RS256' })}.${base64url({ user_name: 'gys01', authorities: ['ROLE_SUPPLIER'] })}.c2lnbmF0dXJl`;
const tokens: Data<'login'> = {
  access_token: accessToken,
  token_type: 'bearer',
  refresh_token: 'refresh-9',
  expires_in: 7199,
  userId: '2001',
  jti: 'jti-9',
  user_name: 'gys01',
  authorities: ['order:view'],
  user_type: 3,
  fullName: '李供应',
  is_supplier_enable: 1,
  is_commitment: 0,
  buttonList: ['goods:shelf', 'order:export,order:view'],
};

it('encrypts passwords so that only the private key reads them back (RSA round trip)', async () => {
  const cipher = await encryptPassword(publicKey, 'Abc@12345');
  expect(cipher).not.toContain('Abc@12345');
  expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(decrypt(cipher)).toBe('Abc@12345');
});

it('builds the session from a login answer: signature as user_token, authorities from token and answer', () => {
  expect(sessionFromTokens(tokens)).toMatchObject({
    accessToken,
    userToken: 'c2lnbmF0dXJl',
    authorities: ['ROLE_SUPPLIER', 'order:view'],
    userType: 3,
    isSupplierEnable: true,
    isCommitment: false,
    buttonList: ['goods:shelf', 'order:export,order:view'],
  });
});

const supplierRole = { id: '9', roleName: '电商供应商', roleCode: 'supplier_ecommerce', roleType: 3 };
/** The signed-in user's own record, with its roles, answered only to the token just issued. */
const ownRecord = http.get(`${api}/api/user/:id`, ({ params, request }) =>
  params.id === '2001' && request.headers.get('Authorization') === `bearer ${accessToken}`
    ? HttpResponse.json({ code: 200, msg: '', data: { id: '2001', roles: [supplierRole] } })
    : HttpResponse.json({ code: 403, msg: '无权查看该用户', data: null }, { status: 403 }),
);

describe('signing in', () => {
  it('trims the fields, sends the encrypted password with the captcha, and stores the session but no password', async () => {
    let sent: Record<string, string> = {};
    server.use(
      http.get(`${api}/api/rsa/getPublicKey`, () => HttpResponse.json({ code: 200, msg: '', data: publicKey })),
      http.post(`${api}/api/login`, async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ code: 200, msg: '', data: tokens });
      }),
      ownRecord,
    );
    await signIn({ username: '  gys01 ', password: ' Abc@12345  ', code: ' x7kp ', key: 'captcha-1', remember: true });
    expect(sent).toMatchObject({ username: 'gys01', code: 'x7kp', key: 'captcha-1' });
    expect(decrypt(sent.password ?? '')).toBe('Abc@12345');
    expect(readSession()).toMatchObject({
      userName: 'gys01',
      userType: 3,
      refreshToken: 'refresh-9',
      roles: [{ roleType: 3, roleCode: 'supplier_ecommerce' }],
    });
    expect(localStorage.getItem('un')).toBe('gys01');
    const stored = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i) ?? ''),
    );
    expect(stored.join('|')).not.toContain('Abc@12345');
    expect(localStorage.getItem('pw')).toBeNull();
  });

  it('forgets the username when not asked to remember it, and stores nothing when the login is refused', async () => {
    localStorage.setItem('un', 'someone');
    server.use(
      http.get(`${api}/api/rsa/getPublicKey`, () => HttpResponse.json({ code: 200, msg: '', data: publicKey })),
      http.post(`${api}/api/login`, () => HttpResponse.json({ code: 500, msg: '用户名或密码错误', data: null })),
    );
    await expect(signIn({ username: 'gys01', password: 'wrong' })).rejects.toMatchObject({ msg: '用户名或密码错误' });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('un')).toBe('someone');
  });

  it('keeps no session when the user’s roles cannot be read, as the app could not tell what the user may do', async () => {
    server.use(
      http.get(`${api}/api/rsa/getPublicKey`, () => HttpResponse.json({ code: 200, msg: '', data: publicKey })),
      http.post(`${api}/api/login`, () => HttpResponse.json({ code: 200, msg: '', data: tokens })),
      http.get(`${api}/api/user/:id`, () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null })),
    );
    await expect(signIn({ username: 'gys01', password: 'Abc@12345' })).rejects.toMatchObject({ msg: '服务繁忙' });
    expect(readSession()).toBeNull();
  });
});

it('signs out: blacklists the user token when the logout fails, and clears all but the kept keys', async () => {
  signInAs('h.p.sig');
  localStorage.setItem('un', 'caigou01');
  localStorage.setItem('data-theme', 'green');
  localStorage.setItem('deviceId', 'device-7');
  const calls: string[] = [];
  server.use(
    http.post(`${api}/api/blacklist/token/:token`, ({ params }) => {
      calls.push(`blacklist ${String(params.token)}`);
      return HttpResponse.json({ code: 200, msg: '', data: true });
    }),
    http.post(`${api}/api/sysBaseUser/logout`, () => {
      calls.push('logout');
      return HttpResponse.json({ code: 500, msg: '服务繁忙', data: null });
    }),
  );
  const events = recordEvents();
  await signOut();
  expect(calls).toEqual(['logout', 'blacklist sig']);
  expect(readSession()).toBeNull();
  expect([localStorage.getItem('un'), localStorage.getItem('data-theme'), localStorage.getItem('deviceId')]).toEqual([
    'caigou01',
    'green',
    'device-7',
  ]);
  expect(events.seen.sessionEnded).toEqual([{ reason: 'loggedOut' }]);
  events.stop();
});

it('signs out with the logout alone when it succeeds: the server has revoked the token the blacklist call would carry', async () => {
  signInAs('h.p.sig');
  const calls: string[] = [];
  server.use(
    http.post(`${api}/api/blacklist/token/:token`, () => {
      calls.push('blacklist');
      return HttpResponse.json({ code: -5, msg: '用户令牌已失效，请重新登录', data: null }, { status: 400 });
    }),
    http.post(`${api}/api/sysBaseUser/logout`, () => {
      calls.push('logout');
      return HttpResponse.json({ code: 200, msg: '', data: true });
    }),
  );
  const events = recordEvents();
  await signOut();
  expect(calls).toEqual(['logout']);
  expect(events.seen.sessionEnded).toEqual([{ reason: 'loggedOut' }]);
  events.stop();
});
