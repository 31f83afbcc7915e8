// Signed access tokens, HS256 like the platform's OAuth server, made and checked by jose (in the browser's service
// worker and in Node alike).
import { errors, jwtVerify, SignJWT } from 'jose';

// A CryptoKey rather than the secret's bytes: jose recognises it in any realm, where a test DOM's Uint8Array is not
// the Uint8Array jose checks keys against.
let secret: Promise<CryptoKey> | undefined;
const signingKey = () =>
  (secret ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('zc-mock-backend-signing-key'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ));

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

export const signToken = async (claims: TokenClaims): Promise<string> =>
  new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await signingKey());

/**
 * The claims of a token this backend signed, and whether it has expired (an expired token's claims still say whose it
 * was and when it expired); null for a forged, altered or malformed one.
 */
export async function readToken(token: string): Promise<{ claims: TokenClaims; expired: boolean } | null> {
  try {
    const { payload } = await jwtVerify<TokenClaims>(token, await signingKey(), {
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['exp', 'jti'],
    });
    return { claims: payload, expired: false };
  } catch (error) {
    // jose checks the signature before the claims: an expired token's payload is genuine.
    if (error instanceof errors.JWTExpired) return { claims: error.payload as unknown as TokenClaims, expired: true };
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header; any other scheme (`Basic <jwt>`) carries none. */
export const bearerToken = (header: string | null) => (header && /^bearer +(\S+)$/i.exec(header)?.[1]) || null;
