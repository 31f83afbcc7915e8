// The one place a generated operation becomes an HTTP call: openapi-fetch builds the request, `send` adds the
// platform's handling, and the answer is unwrapped or turned into an ApiError as the error catalogue says.
import createClient from 'openapi-fetch';
import { fileNameFrom, formEncode, multipart } from './body.ts';
import { ApiError, isEnvelope, unwrapEnvelope } from './envelope.ts';
import { emit } from './events.ts';
import type { RoleSetName } from './generated/role-sets.gen.ts';
import { sdkConfig, send, type Transport } from './http.ts';
import { clearSession } from './session.ts';
import { progressTransport } from './upload.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** json: an envelope answer; download: a file answer; upload: a multipart body. */
export type OperationKind = 'json' | 'download' | 'upload';

/** The names an operation pages with, and its page size when none is asked for (spec 01 §9, 02 §9). */
export interface Paging {
  page: 'current' | 'page' | 'pageNum';
  size: 'size' | 'limit' | 'pageSize';
  defaultSize: number;
}

export interface OperationMeta {
  operationId: string;
  tag: string;
  method: HttpMethod;
  path: string;
  kind: OperationKind;
  /** The role sets whose users may make the call (the spec's `x-roles`). */
  roles: readonly RoleSetName[];
  /** The menu pages and buttons any one of which the user must hold (the spec's `x-resources`), when it names some. */
  resources?: readonly string[];
  /** The JSON type of each query parameter. */
  query?: Record<string, 'string' | 'integer' | 'number' | 'boolean' | 'array'>;
  /** The Chinese labels of the query parameters that are enums. */
  enums?: Record<string, Readonly<Record<string | number, string>>>;
  /** Set when the operation answers a page. */
  paging?: Paging;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** false sends the body form-encoded, arrays as repeated keys. */
  json?: boolean;
  /** Files the caller is done with: removed after a successful POST or PUT. */
  deleteFiles?: { fileType: string; id: string }[];
  /** Upload progress from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

export interface CallInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A downloaded file and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

const client = createClient({ querySerializer: { array: { style: 'form', explode: true } } });

/** In development and tests the app plugs a spec validator in here; production builds leave it out. */
export const responseChecks: { validate?: (operationId: string, status: number, body: unknown) => void } = {};

function failHttp(meta: OperationMeta, response: Response, body: unknown, input: CallInput): never {
  const code = isEnvelope(body) ? body.code : response.status;
  const msg = isEnvelope(body) && body.msg ? body.msg : '';
  const { status } = response;
  emit('requestFailed', {
    status,
    statusText: response.statusText,
    url: response.url,
    method: meta.method.toUpperCase(),
    // The request's data, as the platform's error records keep it (spec 02 §8).
    data: JSON.stringify(input.body ?? input.query ?? null),
  });
  if (status === 400 && code === -5) {
    clearSession();
    emit('sessionEnded', { reason: 'blacklisted' });
  } else if (status === 403 && code !== -444 && code !== -445) {
    emit('forbidden', { operation: meta.operationId });
    throw new ApiError('http', code, msg || '没有权限', status, meta.operationId);
  } else {
    emit('warning', { message: msg || `请求失败（HTTP ${status}）`, operation: meta.operationId });
  }
  throw new ApiError('http', code, msg || `请求失败（HTTP ${status}）`, status, meta.operationId);
}

function unwrap<T>(meta: OperationMeta, status: number, body: unknown): T {
  try {
    return unwrapEnvelope<T>(body, status, meta.operationId);
  } catch (error) {
    if (error instanceof ApiError) emit('warning', { message: error.msg, operation: meta.operationId });
    throw error;
  }
}

function serializeBody(meta: OperationMeta, options: CallOptions) {
  if (meta.kind === 'upload') return (body: unknown) => multipart(body as Record<string, unknown>);
  if (options.json === false) return (body: unknown) => formEncode(body as Record<string, unknown>);
  return undefined;
}

async function removeFiles(files: CallOptions['deleteFiles']) {
  for (const { fileType, id } of files ?? []) {
    const path = `/api/file/remove/${encodeURIComponent(fileType)}/${encodeURIComponent(id)}`;
    await call(
      { operationId: 'removeFile', tag: 'files', method: 'delete', path, kind: 'json', roles: ['signedIn'] },
      {},
    );
  }
}

/** Calls one operation and returns its `data` (or the downloaded file). */
export async function call<T>(meta: OperationMeta, input: CallInput, options: CallOptions = {}): Promise<T> {
  const transport: Transport | undefined = options.onUploadProgress
    ? progressTransport(options.onUploadProgress)
    : undefined;
  const bodySerializer = serializeBody(meta, options);
  emit('requestStart', { path: meta.path });
  const { data, error, response } = (await client
    .request(
      meta.method,
      meta.path as never,
      {
        baseUrl: sdkConfig.baseUrl,
        params: { path: input.path, query: input.query },
        body: input.body,
        parseAs: meta.kind === 'download' && options.json !== true ? 'blob' : 'json',
        signal: options.signal,
        fetch: (request: Request) => send(request, meta.operationId, transport),
        ...(bodySerializer && { bodySerializer }),
        ...(options.json === false && { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      } as never,
    )
    .finally(() => emit('requestEnd', { path: meta.path }))) as { data?: unknown; error?: unknown; response: Response };
  if (!response.ok) failHttp(meta, response, error, input);
  responseChecks.validate?.(meta.operationId, response.status, data);
  if (meta.kind === 'download' && data instanceof Blob) {
    // A refused export still answers with a JSON envelope.
    if (response.headers.get('content-type')?.includes('application/json')) {
      return unwrap<T>(meta, response.status, JSON.parse(await data.text()));
    }
    return { blob: data, fileName: fileNameFrom(response.headers.get('content-disposition'), 'download') } as T;
  }
  const result = unwrap<T>(meta, response.status, data);
  if (meta.method === 'post' || meta.method === 'put') await removeFiles(options.deleteFiles);
  return result;
}

/** Saves a downloaded file in the browser under the server's file name. */
export function saveDownload({ blob, fileName }: Download) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
