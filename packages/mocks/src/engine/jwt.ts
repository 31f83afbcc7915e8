// Signed access tokens (HS256 over WebCrypto, in the browser and in Node alike), like the platform's OAuth server.
const encoder = new TextEncoder();
const secret = encoder.encode('zc-mock-backend-signing-key');

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

let key: Promise<CryptoKey> | undefined;
const signingKey = () =>
  (key ??= crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));

export interface TokenClaims {
  user_name: string;
  userId: string;
  user_type: number;
  authorities: string[];
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
  /** access or refresh. */
  kind: 'access' | 'refresh';
}

export async function signToken(claims: TokenClaims): Promise<string> {
  const head = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(`${head}.${body}`)),
  );
  return `${head}.${body}.${base64url(signature)}`;
}

/** The claims of a token this backend signed, or null for a forged or malformed one (expiry is the caller's). */
export async function readToken(token: string): Promise<TokenClaims | null> {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await signingKey(),
      fromBase64url(signature),
      encoder.encode(`${head}.${body}`),
    );
    return valid ? (JSON.parse(new TextDecoder().decode(fromBase64url(body))) as TokenClaims) : null;
  } catch {
    return null;
  }
}
