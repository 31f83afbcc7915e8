// The contract suite: spec ↔ backend. In-process against the mock backend (msw/node), or against any live server
// with CONTRACT_BASE_URL=http://host:port (the standalone mock by default is `npm run mock:server`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type ContractClient, contractRequests, operationHandlers, store } from '@zc/mocks';
import { seededPassword } from '@zc/mocks/config';
import { server } from '@zc/mocks/node';
import { seed } from '@zc/mocks/seed';
import { sdkConfig } from '@zc/sdk';
import { openapi, specValidator } from '@zc/sdk/spec';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, exampleRequest, malformedRequest, type SpecOperation, toFetch } from './requests.ts';

const live = process.env.CONTRACT_BASE_URL;
const base = live ?? 'http://contract.test';
const pendingFile = new URL('pending-handlers.json', import.meta.url);

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const operation = (item as Record<string, SpecOperation | undefined>)[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);
const handled = new Set(Object.keys(operationHandlers));
/** Live servers are checked on every operation; the mock on those it already serves. */
const checked = live ? operations : operations.filter(({ operation }) => handled.has(operation.operationId));

const supplierPaths = [/\/supplier\//, /^\/api\/myWorkBench\/supplier\//];
const tokens = new Map<string, string>();

async function tokenFor(account: string): Promise<string> {
  const cached = tokens.get(account);
  if (cached) return cached;
  const key = await (await fetch(`${base}/api/rsa/getPublicKey`)).json();
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key.data);
  const answer = await fetch(`${base}/api/login?flag=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: encryptor.encrypt(seededPassword) }),
  });
  const body = await answer.json();
  if (body.code !== 200 && body.code !== 0) throw new Error(`login as ${account}: ${body.msg}`);
  tokens.set(account, body.data.access_token);
  return body.data.access_token;
}

const accountOf = {
  admin: 'admin',
  purchaser: 'caigou01',
  projectManager: 'xiangmu01',
  approver: 'shenpi01',
  finance: 'caiwu01',
  supplier: 'gys01',
  localSupplier: 'bendi01',
  ecommerceSupplier: 'dianshang01',
  welfare: 'fuli01',
} as const;

async function send(
  entry: (typeof operations)[number],
  request: ReturnType<typeof exampleRequest>,
  as?: keyof typeof accountOf,
) {
  const { url, init } = toFetch(base, entry.method, entry.path, request, contentTypeOf(entry.operation));
  const isPublic = Array.isArray(entry.operation.security) && entry.operation.security.length === 0;
  if (!isPublic) {
    const role = as ?? (supplierPaths.some((pattern) => pattern.test(entry.path)) ? 'supplier' : 'admin');
    (init.headers as Record<string, string>).authorization =
      `bearer ${process.env.CONTRACT_TOKEN ?? (await tokenFor(accountOf[role]))}`;
  }
  return fetch(url, init);
}

// Looked up by name only: the typed map's union of every operation is too large to index generically.
const requests = contractRequests as Record<
  string,
  { as?: keyof typeof accountOf; input: (client: ContractClient) => unknown } | undefined
>;

/** What requests ask of the server they are made for, through its own calls and the mock's QA endpoints. */
const client: ContractClient = {
  async smsCode(sender, phone) {
    const entry = operations.find(({ operation }) => operation.operationId === sender);
    if (!entry) throw new Error(`no operation ${sender}`);
    await send(entry, { path: { phone } } as ReturnType<typeof exampleRequest>);
    return (await (await fetch(`${base}/__mock/sms/${phone}`)).json()).data;
  },
};

/**
 * Against a live mock, the requests are made from a local copy of its store kept in step: the copy takes the server's
 * changes before a request is made (what earlier requests created, changed or deleted), and the server takes the rows
 * the request's preparation wrote (a throwaway address to delete, a supplier sent back to review).
 */
async function inStepWithLiveStore(prepare: () => Promise<unknown>) {
  const answer = await fetch(`${base}/__mock/changes`).catch(() => undefined);
  if (!answer?.ok) return prepare();
  await store.apply((await answer.json()).data);
  const prepared = await prepare();
  await fetch(`${base}/__mock/changes`, { method: 'POST', body: JSON.stringify(store.changes()) });
  return prepared;
}

/** The domain's own realistic request for the operation, or one made of the spec's examples. */
async function realisticRequest(entry: (typeof operations)[number]) {
  const custom = requests[entry.operation.operationId];
  const prepare = async () => (custom ? custom.input(client) : exampleRequest(entry.operation));
  const request = (await (live ? inStepWithLiveStore(prepare) : prepare())) as ReturnType<typeof exampleRequest>;
  return { request, as: custom?.as };
}

beforeAll(async () => {
  // The requests are made from the seed's rows (its ids are the same on every run): the in-process mock serves them,
  // and a live standalone mock, reset to its seed first, holds the same rows.
  await seed();
  if (live) await fetch(`${base}/__mock/reset`, { method: 'POST' }).catch(() => undefined);
  else {
    server.listen({ onUnhandledRequest: 'error' });
    sdkConfig.baseUrl = base;
  }
  // The suite signs in without a captcha; the mock (in-process or standalone) switches it off for it.
  await fetch(`${base}/__mock/config`, { method: 'POST', body: JSON.stringify({ captcha: false }) }).catch(
    () => undefined,
  );
});
afterAll(() => {
  if (!live) server.close();
});

describe.runIf(!live)('handlers', () => {
  it('exist for every operation but those still listed in contract/pending-handlers.json', () => {
    const missing = operations
      .map(({ operation }) => operation.operationId)
      .filter((id) => !handled.has(id))
      .sort();
    console.info(`handlers: ${operations.length - missing.length} of ${operations.length} operations`);
    if (process.env.UPDATE_PENDING) writeFileSync(pendingFile, `${JSON.stringify(missing, null, 2)}\n`);
    const pending = existsSync(pendingFile) ? (JSON.parse(readFileSync(pendingFile, 'utf8')) as string[]) : [];
    expect(missing, 'operations without a handler (UPDATE_PENDING=1 rewrites the list)').toEqual(pending);
  });
});

describe.sequential('a realistic request', () => {
  it.each(checked.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s answers as the spec says',
    async (operationId, entry) => {
      const { request, as } = await realisticRequest(entry);
      const response = await send(entry, request, as);
      const isJson = Object.keys(entry.operation.responses['200']?.content ?? {}).includes('application/json');
      expect(response.status, await response.clone().text()).toBe(200);
      if (!isJson) return;
      const body = await response.json();
      expect(body.code, body.msg).toBeOneOf([0, 200]);
      expect(specValidator().response(operationId, 200, body)).toEqual([]);
    },
  );
});

describe.sequential('a malformed request', () => {
  const malformable = checked.filter((entry) => malformedRequest(entry.operation, {}) !== null);
  it.each(malformable.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s is refused with the 400 envelope',
    async (_, entry) => {
      const { request, as } = await realisticRequest(entry);
      const response = await send(entry, malformedRequest(entry.operation, request) ?? request, as);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ code: 400, data: null });
      expect(body.msg).toMatch(/^参数错误：/);
    },
  );
});
