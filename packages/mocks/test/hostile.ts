// Hostile requests to the standalone server: the requests that once stopped it, and seeded random mutations of each
// operation's request made from the spec (another method, odd headers, bad escapes, deep nesting, huge bodies, wrong
// types). Every one must be answered below 500 on a connection that stays up, except the network fault, which asks
// for a dropped connection. The hostile-request test sends one mutation per operation, `npm run fuzz:mocks` twenty.
import { constants, publicEncrypt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Faker, base as fakerBase } from '@faker-js/faker';
import { openapi } from '@zc/sdk/spec';
import { contentTypeOf, exampleRequest, type SpecOperation, toFetch } from '../../../contract/requests.ts';
import { seededPassword } from '../src/config.ts';

export interface Answer {
  /** What was sent, to name it in a failure. */
  label: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  /** Why the connection ended without an answer. */
  dropped?: string;
}

export interface Raw {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A body, or chunks sent without a length. */
  body?: string | Buffer | Buffer[];
}

/** Sends a request exactly as written (method, path and headers unchecked), through node's HTTP client. */
export function sendRaw(base: string, raw: Raw, label = `${raw.method} ${raw.path}`): Promise<Answer> {
  const { hostname, port } = new URL(base);
  // Framed on every method: node's client frames a body it writes only on the methods that usually carry one.
  const framing =
    raw.body === undefined
      ? {}
      : Array.isArray(raw.body)
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(Buffer.byteLength(raw.body)) };
  const headers = { ...framing, ...raw.headers };
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      // A connection of its own: a kept-alive one the server closes after five idle seconds would race its reuse.
      { hostname, port, method: raw.method, path: raw.path, headers, setHost: !raw.headers?.host, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            label,
            status: incoming.statusCode,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        incoming.on('error', (error) => resolve({ label, dropped: error.message }));
      },
    );
    outgoing.on('error', (error) => resolve({ label, dropped: error.message }));
    if (Array.isArray(raw.body)) for (const chunk of raw.body) outgoing.write(chunk);
    else if (raw.body !== undefined) outgoing.write(raw.body);
    outgoing.end();
  });
}

/** Bytes no HTTP client would send, written to a socket: the answer's status line. */
export function sendBytes(base: string, bytes: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      resolve({ label: JSON.stringify(bytes), ...(status ? { status, body: text } : { dropped: 'no answer' }) });
    });
    socket.on('error', (error) => resolve({ label: JSON.stringify(bytes), dropped: error.message }));
  });
}

/** Signs in over HTTP as the login page does (the captcha switched off, the password RSA-encrypted). */
export async function tokenFor(base: string, username: string): Promise<string> {
  await fetch(`${base}/__mock/config`, { method: 'POST', body: JSON.stringify({ captcha: false }) });
  const key = (await (await fetch(`${base}/api/rsa/getPublicKey`)).json()).data as string;
  const pem = `-----BEGIN PUBLIC KEY-----\n${key.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
  const password = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(seededPassword));
  const answer = await fetch(`${base}/api/login?flag=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: password.toString('base64') }),
  });
  const body = await answer.json();
  if (!body.data?.access_token) throw new Error(`login as ${username}: ${body.msg}`);
  return body.data.access_token as string;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The requests that stopped the server or answered 500, each with the answer it must get. */
export function knownHostileRequests(token: string): { raw: Raw; status: number; allow?: string; msg?: string }[] {
  const json = (path: string, body: string, method = 'POST') => ({
    method,
    path,
    headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
    body,
  });
  const upload = (size: number) => {
    const boundary = 'hostile';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`;
    return {
      method: 'POST',
      path: '/api/file/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `bearer ${token}` },
      body: Buffer.concat([Buffer.from(head), Buffer.alloc(size, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };
  const megabytes = (count: number) => `"${'x'.repeat(count * 1024 * 1024)}"`;
  return [
    { raw: { method: 'TRACE', path: '/api/rsa/getPublicKey' }, status: 405, allow: 'GET' },
    { raw: { method: 'POST', path: '/api/rsa/getPublicKey' }, status: 405, allow: 'GET' },
    { raw: { method: 'TRACE', path: '/no/such/path' }, status: 404 },
    { raw: { method: 'GET', path: '/', headers: { host: 'a b' } }, status: 400 },
    { raw: { method: 'GET', path: '/%FF' }, status: 400 },
    { raw: { method: 'GET', path: '/api/order/%C0%AE%C0%AE' }, status: 400 },
    {
      raw: json('/api/login?flag=0', `{"username":"admin","password":"x","extra":${nested(10_000)}}`),
      status: 400,
      msg: '参数错误：请求体嵌套超过 64 层',
    },
    { raw: json('/api/holiday/', '{"holidayDate":"2361-88-73","holidayName":"假日","dayType":1}'), status: 400 },
    {
      raw: json('/api/deliveryAddress/updateDefaultAddress/1730000000000000001', 'null', 'PUT'),
      status: 400,
      msg: '参数错误：请求体 应为对象',
    },
    { raw: json('/api/login?flag=0', megabytes(10)), status: 413, msg: '请求体过大：不能超过 2 MB' },
    // Sent in chunks without a length: counted as it arrives.
    {
      raw: { ...json('/api/login?flag=0', ''), body: Array.from({ length: 3 }, () => Buffer.from(megabytes(1))) },
      status: 413,
    },
    // An upload past 10 MB is refused by the files' own rule, by name, not by the body limit.
    { raw: upload(10 * 1024 * 1024 + 1), status: 200, msg: '上传附件大小不能超过 10MB!' },
    { raw: { method: 'GET', path: '/api/rsa/getPublicKey', headers: { 'x-mock-fault': 'nonsense' } }, status: 400 },
  ];
}

type Operation = SpecOperation & { 'x-roles': string[] };
const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
export const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const operation = (item as Record<string, Operation | undefined>)[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);

/** The seeded account each role set's calls are made as. */
export const accounts = {
  admin: 'admin',
  purchaser: 'caigou01',
  finance: 'caiwu01',
  supplier: 'gys01',
  welfare: 'fuli01',
};
const accountOf = (roles: string[]) =>
  roles.includes('admin') || roles.includes('signedIn') || roles.includes('public')
    ? 'admin'
    : (accounts[roles[0] as keyof typeof accounts] ?? 'admin');

/** Values of every other type, and the edges of each. */
const oddValues = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  '😀𠜎',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '2361-88-73',
  '2026-02-30 25:61:61',
  [],
  [null],
  {},
  { $ref: '#/x' },
];
const oddSegments = [
  '%FF',
  '%C0%AE%C0%AE',
  '%',
  '%00',
  '..%2F..%2F',
  '%2e%2e',
  'a%20b',
  '%E2%80%AE',
  '-1',
  '1e308',
  '',
];
const oddHeaders: Record<string, string>[] = [
  { 'content-type': 'text/plain' },
  { 'content-type': 'multipart/form-data' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'application/json; charset=klingon' },
  { authorization: 'Basic YWRtaW46WmNAMTIzNDU2' },
  { authorization: 'bearer' },
  { authorization: 'bearer a.b.c' },
  { authorization: `bearer ${'A'.repeat(4000)}` },
  { accept: '*/*;q=xyz' },
  { 'x-mock-fault': '418' },
  { 'x-mock-fault': 'abc' },
  { 'x-mock-delay': '-5' },
];
const oddMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'PROPFIND', 'TRACE'];

/** How often each kind of mutation is made: a body past the limit is two megabytes on the wire, so it is the rarest. */
const mutationKinds = [
  { value: 'type', weight: 8 },
  { value: 'method', weight: 4 },
  { value: 'header', weight: 4 },
  { value: 'escape', weight: 4 },
  { value: 'nesting', weight: 4 },
  { value: 'body', weight: 4 },
  { value: 'size', weight: 1 },
] as const;

/** Replaces one value somewhere inside `value` (an object's field, an array's item) with `odd`. */
function replaceSomewhere(value: unknown, odd: unknown, faker: Faker): unknown {
  if (Array.isArray(value) && value.length > 0) {
    const index = faker.number.int({ min: 0, max: value.length - 1 });
    return value.map((item, at) => (at === index ? replaceSomewhere(item, odd, faker) : item));
  }
  if (value && typeof value === 'object' && !(value instanceof Blob) && Object.keys(value).length > 0) {
    const key = faker.helpers.arrayElement(Object.keys(value));
    return { ...value, [key]: faker.datatype.boolean(0.7) ? replaceSomewhere(value[key as never], odd, faker) : odd };
  }
  return odd;
}

/** One mutation of an operation's request made from the spec's examples. */
function mutated(entry: (typeof operations)[number], token: string, faker: Faker): Raw & { label: string } {
  const { path, method, operation } = entry;
  const example = exampleRequest(operation);
  const contentType = contentTypeOf(operation);
  const kind = faker.helpers.weightedArrayElement(mutationKinds);
  const request = structuredClone({ ...example, body: example.body instanceof Blob ? undefined : example.body });
  if (kind === 'type') {
    const location = faker.helpers.arrayElement(['path', 'query', 'body'] as const);
    const odd = faker.helpers.arrayElement(oddValues);
    if (location === 'body') request.body = replaceSomewhere(request.body, odd, faker);
    else request[location] = replaceSomewhere(request[location] ?? {}, odd, faker) as Record<string, unknown>;
  }
  const { url, init } = toFetch(
    '',
    method,
    path,
    request,
    contentType === 'multipart/form-data' ? undefined : contentType,
  );
  const headers: Record<string, string> = {
    ...(init.headers as Record<string, string>),
    authorization: `bearer ${token}`,
  };
  let target = url;
  let verb = method.toUpperCase();
  let body: Raw['body'] = typeof init.body === 'string' ? init.body : undefined;
  if (kind === 'method') verb = faker.helpers.arrayElement(oddMethods.filter((other) => other !== verb));
  if (kind === 'header') Object.assign(headers, faker.helpers.arrayElement(oddHeaders));
  if (kind === 'escape') {
    const segments = target.split('?')[0]?.split('/') ?? [];
    segments[faker.number.int({ min: 1, max: segments.length - 1 })] = faker.helpers.arrayElement(oddSegments);
    target = `${segments.join('/')}?${faker.helpers.arrayElement(['a=%ZZ', 'page=%FF', '%=%', '__fault=%C0'])}`;
  }
  if (kind === 'nesting') {
    const depth = faker.number.int({ min: 60, max: 5000 });
    body = `{"nested":${faker.datatype.boolean() ? nested(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`}}`;
    headers['content-type'] = 'application/json';
  }
  if (kind === 'size') {
    body = `"${'x'.repeat(2 * 1024 * 1024)}"`;
    headers['content-type'] = 'application/json';
  }
  if (kind === 'body')
    body = faker.helpers.arrayElement(['', 'null', '[]', '"text"', '1e999', '{', '{"a":1}}', '\u0000', '%FF', '{}']);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  return { label: `${operation.operationId} ${kind}: ${verb} ${target}`, method: verb, path: target, headers, body };
}

export interface Figures {
  requests: number;
  byStatus: Record<number, number>;
  /** Answers of 500 or more (501, an operation without a handler yet, aside). */
  failures: Answer[];
  dropped: Answer[];
  seconds: number;
}

/**
 * Sends `perOperation` mutations of every operation's request, `concurrency` at a time; the same seed sends the same
 * requests.
 */
export async function fuzz(
  base: string,
  { seed, perOperation, concurrency = 4 }: { seed: number; perOperation: number; concurrency?: number },
): Promise<Figures> {
  const started = performance.now();
  const faker = new Faker({ locale: [fakerBase] });
  faker.seed(seed);
  const tokens = Object.fromEntries(
    await Promise.all(Object.values(accounts).map(async (account) => [account, await tokenFor(base, account)])),
  );
  const queue = operations.flatMap((entry) =>
    Array.from({ length: perOperation }, () =>
      mutated(entry, tokens[accountOf(entry.operation['x-roles'])] as string, faker),
    ),
  );
  const answers: Answer[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) answers.push(await sendRaw(base, next, next.label));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const byStatus: Record<number, number> = {};
  for (const { status } of answers) if (status) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return {
    requests: answers.length,
    byStatus,
    failures: answers.filter(({ status }) => status !== undefined && status >= 500 && status !== 501),
    dropped: answers.filter(({ dropped }) => dropped !== undefined),
    seconds: (performance.now() - started) / 1000,
  };
}
