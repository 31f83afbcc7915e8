// Signing in and out (spec 01 §3, §5, §7): the password is trimmed and RSA-encrypted with the server's public key;
// the session is stored under the platform's keys; the password itself is never stored.
import type { CallOptions } from './call.ts';
import { emit } from './events.ts';
import { blacklistToken, getRsaPublicKey, getUserById, login, logout } from './generated/operations.gen.ts';
import type { Data } from './operation.ts';
import type { HeldRole } from './roles.ts';
import {
  clearSession,
  decodeTokenPayload,
  readSession,
  rememberUsername,
  type Session,
  tokenSignature,
  writeSession,
} from './session.ts';

export interface LoginForm {
  username: string;
  password: string;
  /** The captcha text, when the captcha is on. */
  code?: string;
  /** The key of the captcha image the code answers. */
  key?: string;
  /** Keep the username for the next visit. */
  remember?: boolean;
}

/** Encrypts with an RSA public key (PKCS#1 v1.5, base64), as the server's decryption expects. */
export async function encryptPassword(publicKey: string, password: string): Promise<string> {
  // Loaded on submit: the login page does not pay for RSA until it is used.
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const encrypted = encryptor.encrypt(password);
  if (!encrypted) throw new Error('密码加密失败，请刷新页面后重试');
  return encrypted;
}

type Tokens = Data<'login'>;

/** The session a login or refresh answer describes; authorities join the token's payload and the answer's list. */
export function sessionFromTokens(tokens: Tokens): Session {
  const payload = decodeTokenPayload(tokens.access_token);
  const fromToken = Array.isArray(payload.authorities) ? (payload.authorities as string[]) : [];
  return {
    accessToken: tokens.access_token,
    tokenType: tokens.token_type,
    refreshToken: tokens.refresh_token,
    userId: tokens.userId,
    jti: tokens.jti,
    userName: tokens.user_name,
    authorities: [...new Set([...fromToken, ...tokens.authorities])],
    userToken: tokenSignature(tokens.access_token),
    userType: tokens.user_type,
    fullName: tokens.fullName,
    isSupplierEnable: tokens.is_supplier_enable === undefined ? undefined : tokens.is_supplier_enable === 1,
    isCommitment: tokens.is_commitment === undefined ? undefined : tokens.is_commitment === 1,
    buttonList: tokens.buttonList,
  };
}

/**
 * Reads the roles the signed-in user holds from the user's own record (the login answer names role codes only, not
 * their types, which decide what the user may call) and keeps them with the session.
 */
export async function loadRoles(options?: CallOptions): Promise<HeldRole[]> {
  const session = readSession();
  if (!session) return [];
  const user = await getUserById({ path: { id: session.userId } }, options);
  const roles = (user.roles ?? []).map(({ roleType, roleCode }) => ({ roleType, roleCode }));
  writeSession({ ...session, roles });
  return roles;
}

/** Stores the session a login answer describes, with the user's roles; nothing is kept when the roles cannot be read. */
export async function startSession(tokens: Tokens, options?: CallOptions): Promise<Session> {
  writeSession(sessionFromTokens(tokens));
  try {
    await loadRoles(options);
  } catch (error) {
    clearSession();
    throw error;
  }
  return readSession() as Session;
}

/** Signs in with username, password and captcha, all trimmed; stores and returns the session with its roles. */
export async function signIn(form: LoginForm, options?: CallOptions): Promise<Session> {
  const username = form.username.trim();
  const publicKey = await getRsaPublicKey(undefined, options);
  const password = await encryptPassword(publicKey, form.password.trim());
  const code = form.code?.trim();
  const tokens = await login({ query: { flag: 0 }, body: { username, password, code, key: form.key } }, options);
  const session = await startSession(tokens, options);
  rememberUsername(form.remember ? username : null);
  return session;
}

/**
 * Ends the session on the server (which revokes its access and refresh tokens), blacklisting the user token instead
 * when the logout fails, and clears the session here whatever the server answers: signing out never fails for the user.
 */
export async function signOut(): Promise<void> {
  const session = readSession();
  if (session) {
    await logout()
      .catch(() => blacklistToken({ path: { token: session.userToken } }))
      .catch(() => undefined);
  }
  clearSession();
  emit('sessionEnded', { reason: 'loggedOut' });
}
