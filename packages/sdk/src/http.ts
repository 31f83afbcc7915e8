// Every request of the SDK goes through `send`: the platform's headers, the 300000 ms timeout, and the single-flight
// token refresh with one replay of each call that met an expired token (spec 01 §6, §8, §9).
import { ApiError } from './envelope.ts';
import { emit } from './events.ts';
import { clearSession, readSession, type Session, tokenSignature, writeSession } from './session.ts';

export const sdkConfig = {
  /** Where the API lives: '' is the page's own origin (the dev proxy or the mock worker). */
  baseUrl: '',
  tenantId: '1',
  /** Marks calls made by this browser client, as the platform's internal-module header does. */
  internalModule: 'zc-web',
  timeoutMs: 300_000,
};

export const headerNames = {
  tenant: 'X-Tenant-Id',
  internalModule: 'X-Internal-Module',
  requestId: 'X-Request-Id',
  userId: 'X-User-Id',
} as const;

/** Sends a request as-is: the seam tests and the upload transport replace. */
export type Transport = (request: Request) => Promise<Response>;

const fetchTransport: Transport = (request) => globalThis.fetch(request);

function withPlatformHeaders(request: Request, session: Session | null): Request {
  const headers = new Headers(request.headers);
  if (session) {
    headers.set('Authorization', `${session.tokenType} ${session.accessToken}`);
    headers.set(headerNames.userId, session.userId);
  }
  headers.set(headerNames.tenant, sdkConfig.tenantId);
  headers.set(headerNames.internalModule, sdkConfig.internalModule);
  headers.set(headerNames.requestId, crypto.randomUUID());
  return new Request(request, { headers });
}

async function serverMessage(response: Response): Promise<string> {
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body?.msg === 'string' ? body.msg : '';
}

/** HTTP 403 saying the Jwt expired, or 401 saying the access token expired: the token needs a refresh. */
export async function isExpiredToken(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 403) return false;
  const message = await serverMessage(response);
  return response.status === 403 ? /jwt expired/i.test(message) : /access token expired/i.test(message);
}

let refreshing: Promise<void> | null = null;

// Sent straight to the transport, not through `send`: the refresh itself must never wait for a refresh.
async function refreshTokens(transport: Transport): Promise<void> {
  const session = readSession();
  try {
    if (!session?.refreshToken) throw new Error('no refresh token');
    const request = new Request(`${origin()}/api/login/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken, username: session.userName }),
    });
    const response = await transport(withPlatformHeaders(request, null));
    const body = await response.json();
    if (!response.ok || (body.code !== 0 && body.code !== 200)) throw new Error(body.msg ?? `HTTP ${response.status}`);
    const tokens = body.data as { access_token: string; token_type?: string; refresh_token?: string; jti?: string };
    writeSession({
      ...session,
      accessToken: tokens.access_token,
      tokenType: tokens.token_type ?? session.tokenType,
      refreshToken: tokens.refresh_token ?? session.refreshToken,
      jti: tokens.jti ?? session.jti,
      userToken: tokenSignature(tokens.access_token),
    });
  } catch {
    clearSession();
    emit('sessionEnded', { reason: 'refreshFailed' });
    throw new ApiError('http', 401, '登录已过期，请重新登录', 401, 'refreshToken');
  }
}

/** One refresh for any number of calls that meet an expired token at the same time. */
export function refreshOnce(transport: Transport = fetchTransport): Promise<void> {
  refreshing ??= refreshTokens(transport).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const origin = () => sdkConfig.baseUrl || globalThis.location?.origin || 'http://localhost';

function withTimeout(request: Request, transport: Transport, operation: string): Promise<Response> {
  const timeout = AbortSignal.timeout(sdkConfig.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  return transport(new Request(request, { signal })).catch((error: unknown) => {
    if (timeout.aborted) throw new ApiError('timeout', 0, '请求超时，请稍后重试', 0, operation);
    if (request.signal.aborted) throw error;
    throw new ApiError('network', 0, '网络异常，请检查网络连接', 0, operation);
  });
}

/**
 * Sends a request with the platform's headers. A call that meets an expired token waits for the one refresh
 * and is replayed once with its body intact; a call that fails again is not retried.
 */
export async function send(request: Request, operation: string, transport: Transport = fetchTransport) {
  const sentWith = readSession();
  const replay = request.clone();
  const response = await withTimeout(withPlatformHeaders(request, sentWith), transport, operation);
  if (!(await isExpiredToken(response))) return response;
  // A refresh finished since this call left: its token is already new, so only the replay is needed.
  if (readSession()?.accessToken === sentWith?.accessToken) await refreshOnce(transport);
  return withTimeout(withPlatformHeaders(replay, readSession()), transport, operation);
}
