/** The platform answers every JSON call with this envelope; code 0 or 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const isSuccessCode = (code: number) => code === 0 || code === 200;

/** A call that reached the server and was refused: a business code other than 0/200, or an HTTP error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status: number,
    readonly operation: string,
  ) {
    super(msg);
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

/** Returns `data` of a successful envelope, or throws the ApiError the envelope describes. */
export function unwrapEnvelope<T>(body: unknown, status: number, operation: string): T {
  if (!isEnvelope(body)) throw new ApiError(status, `响应格式错误：${operation}`, status, operation);
  if (!isSuccessCode(body.code)) throw new ApiError(body.code, body.msg, status, operation);
  return body.data as T;
}
