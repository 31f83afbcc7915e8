// The signed-in session, kept in localStorage under the keys the platform has always used (spec 01 §3).
// A password is never stored, in any form.
import type { HeldRole } from './roles.ts';

export const sessionKeys = [
  'access_token',
  'token_type',
  'refresh_token',
  'userId',
  'jti',
  'user_name',
  'authorities',
  'user_token',
  'user_type',
  'fullName',
  'is_supplier_enable',
  'is_commitment',
  'buttonList',
  'roles',
] as const;
export type SessionKey = (typeof sessionKeys)[number];

/** Keys that outlive a sign-out or a cleared session: the remembered username, the theme and the device id. */
export const keptKeys = ['un', 'data-theme', 'deviceId'] as const;

export interface Session {
  accessToken: string;
  tokenType: string;
  refreshToken: string;
  userId: string;
  jti: string;
  userName: string;
  /** From the token payload and the button permission list. */
  authorities: string[];
  /** The signature part of the access token. */
  userToken: string;
  /** 0 is a purchaser; anything else a supplier (3 at login). */
  userType: number;
  fullName: string;
  isSupplierEnable?: boolean;
  isCommitment?: boolean;
  /** Button permissions of the user; an entry may hold several comma-separated alternatives. */
  buttonList: string[];
  /** The roles the user holds, read from the user's own record after login; absent until read. */
  roles?: HeldRole[];
}

const storage = () => globalThis.localStorage;

export const readKey = (key: SessionKey | (typeof keptKeys)[number]) => storage().getItem(key);

export function readSession(): Session | null {
  const accessToken = readKey('access_token');
  if (!accessToken) return null;
  const list = (key: SessionKey): string[] => JSON.parse(readKey(key) ?? '[]');
  const flag = (key: SessionKey) => (readKey(key) === null ? undefined : readKey(key) === 'true');
  return {
    accessToken,
    tokenType: readKey('token_type') ?? 'bearer',
    refreshToken: readKey('refresh_token') ?? '',
    userId: readKey('userId') ?? '',
    jti: readKey('jti') ?? '',
    userName: readKey('user_name') ?? '',
    authorities: list('authorities'),
    userToken: readKey('user_token') ?? '',
    userType: Number(readKey('user_type') ?? 0),
    fullName: readKey('fullName') ?? '',
    isSupplierEnable: flag('is_supplier_enable'),
    isCommitment: flag('is_commitment'),
    buttonList: list('buttonList'),
    ...(readKey('roles') !== null && { roles: JSON.parse(readKey('roles') ?? '[]') }),
  };
}

export function writeSession(session: Session) {
  const values: Record<SessionKey, string | undefined> = {
    access_token: session.accessToken,
    token_type: session.tokenType,
    refresh_token: session.refreshToken,
    userId: session.userId,
    jti: session.jti,
    user_name: session.userName,
    authorities: JSON.stringify(session.authorities),
    user_token: session.userToken,
    user_type: String(session.userType),
    fullName: session.fullName,
    is_supplier_enable: session.isSupplierEnable === undefined ? undefined : String(session.isSupplierEnable),
    is_commitment: session.isCommitment === undefined ? undefined : String(session.isCommitment),
    buttonList: JSON.stringify(session.buttonList),
    roles: session.roles && JSON.stringify(session.roles),
  };
  for (const key of sessionKeys) {
    const value = values[key];
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, value);
  }
}

/** Stores the supplier-enable flag fetched by the route guard for suppliers. */
export const writeSupplierEnable = (enabled: boolean) => storage().setItem('is_supplier_enable', String(enabled));

/** Clears local data, keeping the remembered username, the theme and the device id. */
export function clearSession() {
  const kept = keptKeys.map((key) => [key, storage().getItem(key)] as const);
  storage().clear();
  for (const [key, value] of kept) if (value !== null) storage().setItem(key, value);
}

export const rememberUsername = (username: string | null) =>
  username ? storage().setItem('un', username) : storage().removeItem('un');

/** A stable id of this browser, sent by login calls that bind devices. */
export function deviceId(): string {
  let id = storage().getItem('deviceId');
  if (!id) {
    id = crypto.randomUUID();
    storage().setItem('deviceId', id);
  }
  return id;
}

/** Reads the payload of a JWT without verifying it (the server verifies). */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (c) =>
    c.charCodeAt(0),
  );
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The signature part of a JWT, stored as user_token. */
export const tokenSignature = (token: string) => token.split('.')[2] ?? '';
