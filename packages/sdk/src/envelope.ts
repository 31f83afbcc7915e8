/** The platform answers every JSON call with this envelope; code 0 or 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const isSuccessCode = (code: number) => code === 0 || code === 200;

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/** How a call failed: a business code in a 2xx envelope, an HTTP error, the 300000 ms timeout, or no answer at all. */
export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network';

/** A call that did not succeed, with what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    readonly msg: string,
    readonly status: number,
    readonly operation: string,
  ) {
    super(msg);
  }
}

/** Returns `data` of a successful envelope, or throws the ApiError the envelope describes. */
export function unwrapEnvelope<T>(body: unknown, status: number, operation: string): T {
  if (!isEnvelope(body)) throw new ApiError('http', status, `响应格式错误：${operation}`, status, operation);
  if (!isSuccessCode(body.code)) throw new ApiError('business', body.code, body.msg, status, operation);
  return body.data as T;
}
