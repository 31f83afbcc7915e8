// Turns the spec and the domains' handlers into msw request handlers: every operation is served at its documented
// method and path, with the platform's authentication, validation against the spec, envelopes and QA controls.
import type { OperationId } from '@zc/sdk';
import { openapi, type RequestParts, specValidator } from '@zc/sdk/spec';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';
import type { AccessRule, FileAnswer, Handlers } from './define.ts';
import { bearerToken, readToken, type TokenClaims } from './jwt.ts';
import { BusinessError } from './store.ts';

export interface AuthState {
  /** Why a genuine token no longer opens a session (blacklisted, signed out, its user deleted), or null. */
  sessionRefusal(claims: TokenClaims, token: string): { status: number; code: number; msg: string } | null;
}

interface Options {
  handlers: Handlers;
  access: AccessRule;
  auth: AuthState;
  /** Runs a handler so that a refusal undoes its writes. */
  transaction: <R>(work: () => Promise<R>) => Promise<R>;
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Method = (typeof methods)[number];

const envelope = (code: number, msg: string, data: unknown = null, status = 200, headers?: HeadersInit) =>
  HttpResponse.json({ code, msg, data }, { status, headers });

/** A refusal with the envelope, answered with its code as the HTTP status. */
export const refusal = (status: number, msg: string, headers?: HeadersInit) =>
  envelope(status, msg, null, status, headers);

/**
 * What a request may carry (the spec's description states these limits). A body is counted as it arrives and refused
 * once past its limit, never buffered whole; uploads take up to five files of 10 MB each (the files domain refuses a
 * larger file by name), so a multipart body may carry those and a megabyte of fields. JSON deeper than `jsonDepth` is
 * refused before it is parsed: the validator recurses once per level.
 */
export const requestLimits = { bodyBytes: 2 * 1024 * 1024, uploadBytes: 51 * 1024 * 1024, jsonDepth: 64 };

export const bodyLimit = (contentType: string | null) =>
  contentType?.includes('multipart/form-data') ? requestLimits.uploadBytes : requestLimits.bodyBytes;

export const tooLarge = (limit: number) => refusal(413, `请求体过大：不能超过 ${Math.round(limit / 1024 / 1024)} MB`);

/** Whether a JSON text nests deeper than `limit`, counted without parsing it. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

/** The body as it arrives (its text when asked for), or null as soon as it passes `limit` bytes. */
async function readUpTo(body: ReadableStream<Uint8Array> | null, limit: number, asText: boolean) {
  const reader = body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a cloned body settles its cancel only once the other branch is cancelled too.
      reader?.cancel().catch(() => undefined);
      return null;
    }
    if (asText) text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

const decodable = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    if (key.startsWith('__')) continue;
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] as string);
  }
  return query;
}

async function bodyOf(request: Request): Promise<{ body: unknown; files: Record<string, File[]> }> {
  const type = request.headers.get('content-type') ?? '';
  const files: Record<string, File[]> = {};
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD')
    return { body: undefined, files };
  const text = type.includes('multipart/form-data') ? null : await request.clone().text();
  if (text !== null && text.trim() === '') return { body: undefined, files };
  if (type.includes('application/json')) return { body: JSON.parse(text ?? ''), files };
  if (type.includes('application/x-www-form-urlencoded')) {
    return { body: queryOf(new URL(`http://form/?${text}`)), files };
  }
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      const fileValues = values.filter((value): value is File => typeof value !== 'string');
      if (fileValues.length > 0) files[key] = fileValues;
      // Files are validated by name: the spec types them as binary strings.
      const named = values.map((value) => (typeof value === 'string' ? value : value.name));
      body[key] = named.length > 1 ? named : named[0];
    }
    return { body, files };
  }
  return { body: text, files };
}

/** Static segments before parameters, so `/api/order/list` wins over `/api/order/{id}`. */
const specificity = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');

export interface ServedOperation {
  operationId: OperationId;
  method: Method;
  path: string;
  public: boolean;
  kind: 'json' | 'download';
}

export function servedOperations(): ServedOperation[] {
  const list: ServedOperation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of methods) {
      const operation = item[method] as
        | { operationId: OperationId; security?: unknown[]; responses?: Record<string, { content?: object }> }
        | undefined;
      if (!operation) continue;
      const content = Object.keys(operation.responses?.['200']?.content ?? {});
      list.push({
        operationId: operation.operationId,
        method,
        path,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        // A download's JSON answer is only its refusal.
        kind: content.every((type) => type === 'application/json') ? 'json' : 'download',
      });
    }
  }
  return list.sort((a, b) => specificity(a.path).localeCompare(specificity(b.path)) || a.path.localeCompare(b.path));
}

async function authenticate(request: Request, served: ServedOperation, auth: AuthState) {
  const header = request.headers.get('authorization');
  if (!header)
    return served.public ? { session: null } : { refusal: envelope(401, '未登录或登录已过期，请重新登录', null, 401) };
  const token = bearerToken(header);
  const read = token ? await readToken(token) : null;
  if (!token || read?.claims.kind !== 'access')
    return { refusal: envelope(401, '无效的访问令牌，请重新登录', null, 401) };
  const { claims, expired } = read;
  const refused = auth.sessionRefusal(claims, token);
  if (refused) return { refusal: envelope(refused.code, refused.msg, null, refused.status) };
  if (expired) {
    // The workflow service is a resource server of its own: it words expiry as the JWT library does.
    const expiredAt = new Date(claims.exp * 1000).toISOString();
    return {
      refusal: served.path.startsWith('/activitis/')
        ? envelope(403, `Jwt expired at ${expiredAt}`, null, 403)
        : envelope(401, `Access token expired at ${expiredAt}`, null, 401),
    };
  }
  return { session: claims };
}

function fileResponse(answer: FileAnswer) {
  return new HttpResponse(answer.body as BodyInit, {
    headers: {
      'content-type': answer.contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(answer.fileName)}`,
    },
  });
}

/** QA controls on any call: `x-mock-delay` (ms) and `x-mock-fault` (an HTTP status, `network`, or `timeout`). */
async function injected(request: Request) {
  const url = new URL(request.url);
  const wait = Number(request.headers.get('x-mock-delay') ?? url.searchParams.get('__delay') ?? 0);
  if (wait > 0) await delay(Math.min(wait, 600_000));
  const fault = request.headers.get('x-mock-fault') ?? url.searchParams.get('__fault');
  if (!fault) return null;
  if (fault === 'network') return HttpResponse.error();
  if (fault === 'timeout') {
    await delay('infinite');
  }
  const status = Number(fault);
  if (!Number.isInteger(status)) return refusal(400, '参数错误：x-mock-fault 应为 HTTP 状态码、network 或 timeout');
  return envelope(status, `模拟故障：HTTP ${status}`, null, status >= 400 && status < 600 ? status : 500);
}

/**
 * Finds the operation a request names. msw would try every operation's path pattern on every request (hundreds of
 * pattern matches each time); here static paths are one map lookup and only parameterised ones are tried, most
 * specific first. A path is served only as the spec writes it: under any prefix it is no operation (the standalone
 * server answers 404).
 */
export function operationMatcher(operations: readonly ServedOperation[]) {
  const exact = new Map<string, ServedOperation>();
  const patterns: { served: ServedOperation; pattern: RegExp; names: string[] }[] = [];
  for (const served of operations) {
    if (!served.path.includes('{')) {
      exact.set(`${served.method} ${served.path}`, served);
      continue;
    }
    const names: string[] = [];
    const source = served.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    patterns.push({ served, pattern: new RegExp(`^${source}$`), names });
  }
  return (method: string, path: string): { served: ServedOperation; params: Record<string, string> } | null => {
    const verb = method.toLowerCase();
    const served = exact.get(`${verb} ${path}`);
    if (served) return { served, params: {} };
    for (const candidate of patterns) {
      if (candidate.served.method !== verb) continue;
      const found = candidate.pattern.exec(path);
      if (found)
        return {
          served: candidate.served,
          params: Object.fromEntries(candidate.names.map((name, index) => [name, found[index + 1] ?? ''])),
        };
    }
    return null;
  };
}

const isJson = (contentType: string | null) => contentType?.includes('application/json') ?? false;

/**
 * Refuses what no operation can take before any handler reads it: an escape that decodes to nothing (msw's path
 * matching would throw on it), a body past its limit, JSON nested too deep. The first of the mock's handlers, so the
 * QA controls are guarded too; its predicate matches without decoding the path.
 */
export const requestGuard = http.all(
  () => true,
  async ({ request }) => {
    if (!decodable(new URL(request.url).pathname)) return refusal(400, '参数错误：请求地址含有无效的转义字符');
    if (!request.body) return undefined;
    const type = request.headers.get('content-type');
    const limit = bodyLimit(type);
    const text =
      Number(request.headers.get('content-length')) > limit
        ? null
        : await readUpTo(request.clone().body, limit, isJson(type));
    if (text === null) return tooLarge(limit);
    if (nestsDeeperThan(text, requestLimits.jsonDepth))
      return refusal(400, `参数错误：请求体嵌套超过 ${requestLimits.jsonDepth} 层`);
    return undefined;
  },
);

const specOperations = servedOperations();

/** The spec's operations, matched by method and path. */
const matchOperation = operationMatcher(specOperations);

/** The services the spec's paths start with (`/api/`, `/activitis/`, …). */
const services = new Set(specOperations.map((operation) => operation.path.split('/')[1]));

/** Whether `path` belongs to one of the spec's services: answered by an operation, or as an unknown call. */
export const specServes = (path: string) => services.has(path.split('/')[1]);

/** 405 with the path's methods in `Allow` when the spec serves the path under other methods; null when it does not. */
export function methodNotAllowed(method: string, path: string): Response | null {
  const allowed = methods.filter((verb) => matchOperation(verb, path)).map((verb) => verb.toUpperCase());
  if (allowed.length === 0) return null;
  return refusal(405, `不支持请求方法 ${method}，该接口支持 ${allowed.join('、')}`, { allow: allowed.join(', ') });
}

/** One msw handler that serves every spec operation; requests outside the spec pass through untouched. */
export function createHttpHandlers({ handlers, access, auth, transaction }: Options) {
  const validator = specValidator();
  const resolver: HttpResponseResolver = async ({ request }) => {
    const { pathname } = new URL(request.url);
    const matched = matchOperation(request.method, pathname);
    if (!matched) return methodNotAllowed(request.method, pathname) ?? undefined;
    const { served, params } = matched;
    const fault = await injected(request);
    if (fault) return fault;
    const authenticated = await authenticate(request, served, auth);
    if ('refusal' in authenticated) return authenticated.refusal;
    const { session } = authenticated;
    if (session) {
      const denied = access(served.operationId, session);
      if (denied) return refusal(403, denied);
    }
    let parts: RequestParts & { files: Record<string, File[]> };
    try {
      const { body, files } = await bodyOf(request);
      const path = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)]));
      parts = {
        path,
        query: queryOf(new URL(request.url)),
        body,
        files,
        contentType: request.headers.get('content-type'),
      };
    } catch {
      const type = request.headers.get('content-type');
      return refusal(400, isJson(type) ? '参数错误：请求体不是合法的 JSON' : `参数错误：请求体无法按 ${type} 读取`);
    }
    const problem = validator.request(served.operationId, parts);
    if (problem) return envelope(400, `参数错误：${problem}`, null, 400);
    const handler = handlers[served.operationId] as
      | ((context: {
          input: unknown;
          session: TokenClaims | null;
          request: Request;
          files: Record<string, File[]>;
        }) => unknown)
      | undefined;
    if (!handler) return envelope(501, `模拟后端尚未实现接口 ${served.operationId}`, null, 501);
    try {
      const input = { path: parts.path, query: parts.query, body: parts.body };
      const answer = await transaction(async () => handler({ input, session, request, files: parts.files }));
      return served.kind === 'download'
        ? fileResponse(answer as FileAnswer)
        : envelope(200, '操作成功', answer ?? null);
    } catch (error) {
      if (error instanceof BusinessError) return envelope(error.code, error.msg, null, error.status);
      console.error(`[mock] ${served.operationId} failed`, error);
      return envelope(500, '服务器内部错误', null, 500);
    }
  };
  return [http.all('*', resolver)];
}
