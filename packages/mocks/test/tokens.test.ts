// Which tokens open a session: signed and checked by jose, only under the bearer scheme, and revoked at once by a
// logout, a blacklisting by its owner or an administrator, or the deletion of its user.
import { deleteUser, readSession, type Session, signOut } from '@zc/sdk';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signature } from '../src/domains/accounts/session.ts';
import { signToken } from '../src/engine/jwt.ts';
import { store } from '../src/engine/store.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { login, raw, withSession } from './support.ts';

withSession();

/** A secured call any signed-in user may make, answering its HTTP status and envelope. */
async function probe(authorization: string) {
  const answer = await raw('/api/user/getHeadPicture', { headers: { authorization } });
  return { status: answer.status, code: (await answer.json()).code };
}
const bearer = (session: Session) => `bearer ${session.accessToken}`;
const claimsOf = (token: string) => JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
const works = { status: 200, code: 200 };
const invalid = { status: 401, code: 401 };
const revoked = { status: 400, code: -5 };

async function blacklist(token: string, as: Session) {
  const answer = await raw(`/api/blacklist/token/${token}`, { method: 'POST', headers: { authorization: bearer(as) } });
  return { status: answer.status, body: await answer.json() };
}

describe('refused tokens', () => {
  it('signs with HS256 and opens a session only under the bearer scheme (any case)', async () => {
    const session = await login('gys01');
    expect(JSON.parse(atob(session.accessToken.split('.')[0] ?? ''))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await probe(bearer(session))).toEqual(works);
    expect(await probe(`Bearer ${session.accessToken}`)).toEqual(works);
    expect(await probe(`Basic ${session.accessToken}`)).toEqual(invalid);
    expect(await probe(session.accessToken)).toEqual(invalid);
    expect(await probe(`bearer ${session.accessToken} extra`)).toEqual(invalid);
  });

  it('refuses a forged, altered, unsigned or refresh token with 401', async () => {
    const session = await login('gys01');
    const head = session.accessToken.split('.')[0];
    const claims = claimsOf(session.accessToken);
    const admin = btoa(JSON.stringify({ ...claims, user_name: 'admin' })).replace(/=+$/, '');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a guessed key'));
    for (const token of [
      forged,
      `${head}.${admin}.${signature(session.accessToken)}`,
      new UnsecuredJWT(claims).encode(),
      session.refreshToken,
      'not.a.token',
    ]) {
      expect(await probe(`bearer ${token}`)).toEqual(invalid);
    }
  });

  it('refuses an expired token with 401 saying when it expired', async () => {
    const session = await login('gys01');
    const expired = await signToken({ ...claimsOf(session.accessToken), exp: Math.floor(Date.now() / 1000) - 60 });
    const answer = await raw('/api/user/getHeadPicture', { headers: { authorization: `bearer ${expired}` } });
    expect(answer.status).toBe(401);
    expect((await answer.json()).msg).toMatch(/^Access token expired at /);
  });
});

describe('revocation', () => {
  it('refuses the access token at once after logout, and its refresh token', async () => {
    const session = await login('caigou01');
    await signOut();
    expect(await probe(bearer(session))).toEqual(revoked);
    const refresh = await raw('/api/login/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken, username: 'caigou01' }),
    });
    expect(await refresh.json()).toMatchObject({ code: 401, msg: '刷新令牌无效或已过期，请重新登录' });
  });

  it('blacklists the whole token as well as its signature part', async () => {
    const whole = await login('caigou01');
    expect(await blacklist(whole.accessToken, whole)).toMatchObject({ status: 200, body: { data: true } });
    expect(await probe(bearer(whole))).toEqual(revoked);
    localStorage.clear();
    const part = await login('caigou01');
    expect(await blacklist(part.userToken, part)).toMatchObject({ status: 200, body: { data: true } });
    expect(await probe(bearer(part))).toEqual(revoked);
  });

  it("refuses with 403 to revoke another user's token, by signature or whole, and that token keeps working", async () => {
    const victim = await login('gys01');
    const attacker = await login('caigou01');
    const before = JSON.stringify(store.changes());
    for (const token of [victim.userToken, victim.accessToken]) {
      expect(await blacklist(token, attacker)).toEqual({
        status: 403,
        body: { code: 403, msg: '只能注销自己的令牌', data: null },
      });
    }
    expect(await probe(bearer(victim))).toEqual(works);
    expect(JSON.stringify(store.changes())).toBe(before);
  });

  it("lets an administrator revoke anyone's token", async () => {
    const user = await login('gys01');
    const admin = await login('admin');
    expect((await blacklist(user.userToken, admin)).status).toBe(200);
    expect(await probe(bearer(user))).toEqual(revoked);
  });

  it('refuses a whole token this platform did not sign, and blacklists nothing', async () => {
    const session = await login('caigou01');
    const forged = `${session.accessToken.slice(0, -4)}AAAA`;
    expect((await blacklist(forged, session)).body).toEqual({
      code: 500,
      msg: '令牌无效，不是本平台签发的令牌',
      data: null,
    });
    expect(await probe(bearer(session))).toEqual(works);
  });

  it("refuses a deleted user's token with 401, as a token that opens no session", async () => {
    const doomed = await login('caigou09');
    await login('admin');
    const id = accountTables.users.all().find((user) => user.account === 'caigou09')?.id ?? '';
    await deleteUser({ path: { id } });
    expect(readSession()?.userName).toBe('admin');
    const answer = await raw('/api/user/getHeadPicture', { headers: { authorization: bearer(doomed) } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ code: 401, msg: '用户不存在或已删除，请重新登录', data: null });
  });
});
