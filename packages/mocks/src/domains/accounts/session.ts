// Login state of the mock: captchas waiting for an answer, blacklisted user tokens, and token issuing.
import { JSEncrypt } from 'jsencrypt';
import { devPrivateKey } from '../../auth/dev-keys.ts';
import { mockConfig } from '../../config.ts';
import type { Entity } from '../../engine/entities.ts';
import { signToken, type TokenClaims } from '../../engine/jwt.ts';
import { fail } from '../../engine/store.ts';
import { accountTables as t } from '../../tables/accounts.ts';
import { roleType } from './seed.ts';

const captchas = new Map<string, { code: string; expires: number }>();
const blacklist = new Set<string>();
/** Sessions signed out (by the jti their access and refresh tokens share): neither token works any more. */
const revokedSessions = new Set<string>();

export const revokeSession = (jti: string) => revokedSessions.add(jti);

const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new captcha: its key, its answer, and the image a person reads the answer from. */
export function issueCaptcha() {
  const key = crypto.randomUUID();
  const code = Array.from(
    { length: 4 },
    () => captchaAlphabet[Math.floor(Math.random() * captchaAlphabet.length)],
  ).join('');
  captchas.set(key, { code, expires: Date.now() + 120_000 });
  const letters = [...code]
    .map(
      (letter, i) =>
        `<text x="${14 + i * 24}" y="${28 + (i % 2) * 4}" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 24} 28)">${letter}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef3fb"/><path d="M0 22 Q30 4 60 22 T120 18" stroke="#9bb2d6" fill="none"/><g font-family="monospace" font-size="24" font-weight="bold" fill="#1d3f7a">${letters}</g></svg>`;
  return { key, image: `data:image/svg+xml;base64,${btoa(svg)}`, expiresIn: 120 };
}

/** The answer of a captcha, for automated tests (GET /__mock/captcha/{key}). */
export const captchaAnswer = (key: string) => captchas.get(key)?.code ?? null;

export function checkCaptcha(key: string | undefined, code: string | undefined) {
  if (!mockConfig.captcha) return;
  if (!key || !code) fail('请输入验证码');
  const captcha = captchas.get(key);
  if (!captcha || captcha.expires < Date.now()) fail('验证码已过期，请点击图片刷新');
  captchas.delete(key);
  if (captcha.code.toUpperCase() !== code.trim().toUpperCase()) fail('验证码错误');
}

export function decryptPassword(cipher: string): string {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(devPrivateKey);
  const plain = decryptor.decrypt(cipher);
  if (plain === false || plain === null) fail('密码解密失败，请刷新页面后重试');
  return plain;
}

export const signature = (token: string) => token.split('.')[2] ?? '';
/** Puts a user token (the signature part of an access token) on the blacklist. */
export const blacklistSignature = (userToken: string) => blacklist.add(userToken);
export const isRevoked = (claims: TokenClaims, token: string) =>
  blacklist.has(signature(token)) || revokedSessions.has(claims.jti);

/** Why a genuine token no longer opens a session: blacklisted, signed out, or its user deleted; null when it does. */
export function sessionRefusal(claims: TokenClaims, token: string) {
  if (isRevoked(claims, token)) return { status: 400, code: -5, msg: '用户令牌已失效，请重新登录' };
  if (!t.users.get(claims.userId)) return { status: 401, code: 401, msg: '用户不存在或已删除，请重新登录' };
  return null;
}

const roleTypesOf = (user: Entity<'User'>) => new Set((user.roles ?? []).map((role) => role.roleType));

/** The resources a user's roles grant: menus and button permissions. */
export function grantedResources(user: Entity<'User'>) {
  const roleIds = new Set((user.roles ?? []).map((role) => role.id));
  const granted = new Set(
    t.roleAuthorities
      .all()
      .filter((authority) => roleIds.has(authority.roleId))
      .flatMap((authority) => authority.resourceIds),
  );
  return t.resources.all().filter((resource) => granted.has(resource.id));
}

export const buttonListOf = (user: Entity<'User'>) =>
  grantedResources(user)
    .filter((resource) => resource.resourceType === 2)
    .map((resource) => resource.code ?? resource.name);

/** Access and refresh tokens with the session data the platform returns at login and refresh. */
export async function issueTokens(user: Entity<'User'>): Promise<Entity<'LoginResult'>> {
  const now = Math.floor(Date.now() / 1000);
  const jti = crypto.randomUUID();
  const authorities = [...(user.roles ?? []).map((role) => `ROLE_${role.roleCode.toUpperCase()}`)];
  const base = { user_name: user.account, userId: user.id, user_type: user.userType, authorities, jti };
  const access_token = await signToken({ ...base, exp: now + mockConfig.accessTokenTtlSeconds, kind: 'access' });
  const refresh_token = await signToken({ ...base, exp: now + mockConfig.refreshTokenTtlSeconds, kind: 'refresh' });
  const isSupplier = roleTypesOf(user).has(roleType.supplier);
  const org = t.orgs.get(user.orgId);
  return {
    access_token,
    token_type: 'bearer',
    refresh_token,
    expires_in: mockConfig.accessTokenTtlSeconds,
    scope: 'all',
    userId: user.id,
    jti,
    user_name: user.account,
    authorities,
    user_type: user.userType,
    fullName: user.fullName,
    ...(isSupplier && { is_supplier_enable: org?.auditStatus === 1 ? 1 : 0, is_commitment: 1 as const }),
    buttonList: buttonListOf(user),
    tenantId: 'zc001',
  };
}

/** The signed-in user, or a refusal when the token's user is gone. */
export function currentUser(session: TokenClaims | null): Entity<'User'> {
  if (!session) fail('请先登录', 401);
  const user = t.users.get(session.userId);
  if (!user) fail('用户不存在或已删除', 401);
  return user;
}

export function resetSessions() {
  captchas.clear();
  blacklist.clear();
  revokedSessions.clear();
}
