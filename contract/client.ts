// What the contract suites share: the spec's operations, the seeded accounts and their tokens, and requests made to
// the backend under test, in-process (msw/node) or live (CONTRACT_BASE_URL=http://host:port, e.g. the standalone mock
// of `npm run mock:server`).
import { type ContractClient, contractRequests, operationHandlers, store } from '@zc/mocks';
import { seededPassword } from '@zc/mocks/config';
import { server } from '@zc/mocks/node';
import { seed } from '@zc/mocks/seed';
import { type HeldRole, type RoleSetName, sdkConfig } from '@zc/sdk';
import { openapi } from '@zc/sdk/spec';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll } from 'vitest';
import { type BuiltRequest, contentTypeOf, exampleRequest, type SpecOperation, toFetch } from './requests.ts';

export const live = process.env.CONTRACT_BASE_URL;
export const base = live ?? 'http://contract.test';
/** Where the mock's QA endpoints answer (outside the spec): the backend itself, unless a proxy stands in front of it. */
const qa = process.env.CONTRACT_QA_URL ?? base;

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type ContractOperation = SpecOperation & { 'x-roles': RoleSetName[] };
export const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const operation = (item as Record<string, ContractOperation | undefined>)[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);
export type Entry = (typeof operations)[number];
export const handled = new Set(Object.keys(operationHandlers));
/** Live servers are checked on every operation; the mock on those it already serves. */
export const checked = live ? operations : operations.filter(({ operation }) => handled.has(operation.operationId));
export const isPublic = (entry: Entry) =>
  Array.isArray(entry.operation.security) && entry.operation.security.length === 0;

/** One seeded account per role the platform has. */
export const accountOf = {
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
export type Role = keyof typeof accountOf;

/** The account a request is made as when its domain does not say: an administrator where the call allows one. */
const accountForSet: Record<RoleSetName, Role> = {
  public: 'admin',
  signedIn: 'admin',
  admin: 'admin',
  purchaser: 'purchaser',
  finance: 'finance',
  projectManager: 'projectManager',
  approver: 'approver',
  supplier: 'supplier',
  welfare: 'welfare',
};
const defaultRole = (entry: Entry): Role => {
  const sets = entry.operation['x-roles'];
  return sets.includes('admin') ? 'admin' : accountForSet[sets[0] ?? 'admin'];
};

interface Signed {
  token: string;
  /** The roles the account holds, as the server says: the token's authorities and the role-type call. */
  roles: HeldRole[];
}
const signedIn = new Map<string, Promise<Signed>>();

async function signIn(account: string): Promise<Signed> {
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
  const token: string = body.data.access_token;
  const type = await fetch(`${base}/api/role/getRoleType`, { headers: { authorization: `bearer ${token}` } });
  const roleType: number = (await type.json()).data;
  const roles = (body.data.authorities as string[]).map((authority) => ({
    roleType,
    roleCode: authority.replace(/^ROLE_/, '').toLowerCase(),
  }));
  return { token, roles };
}

/** The account's token and roles, signed in once per run. */
export function session(role: Role): Promise<Signed> {
  const account = accountOf[role];
  const known = signedIn.get(account) ?? signIn(account);
  signedIn.set(account, known);
  return known;
}

/** Sends a request as `as` (the operation's default account when left out); public calls go without a token. */
export async function send(entry: Entry, request: BuiltRequest, as?: Role) {
  const { url, init } = toFetch(base, entry.method, entry.path, request, contentTypeOf(entry.operation));
  if (!isPublic(entry) || as) {
    const role = as ?? defaultRole(entry);
    const token = process.env.CONTRACT_TOKEN ?? (await session(role)).token;
    (init.headers as Record<string, string>).authorization = `bearer ${token}`;
    // A logout revokes the token at once: the account's next call signs in again.
    if (entry.operation.operationId === 'logout') signedIn.delete(accountOf[role]);
  }
  return fetch(url, init);
}

// Looked up by name only: the typed map's union of every operation is too large to index generically.
const requests = contractRequests as Record<
  string,
  { as?: Role; input: (client: ContractClient) => unknown } | undefined
>;

/** What requests ask of the server they are made for, through its own calls and the mock's QA endpoints. */
const client: ContractClient = {
  async smsCode(sender, phone) {
    const entry = operations.find(({ operation }) => operation.operationId === sender);
    if (!entry) throw new Error(`no operation ${sender}`);
    await send(entry, { path: { phone } });
    return (await (await fetch(`${qa}/__mock/sms/${phone}`)).json()).data;
  },
};

/**
 * Against a live mock, the requests are made from a local copy of its store kept in step: the copy takes the server's
 * changes before a request is made (what earlier requests created, changed or deleted), and the server takes the rows
 * the request's preparation wrote (a throwaway address to delete, a supplier sent back to review).
 */
async function inStepWithLiveStore(prepare: () => Promise<unknown>) {
  const answer = await fetch(`${qa}/__mock/changes`).catch(() => undefined);
  if (!answer?.ok) return prepare();
  await store.apply((await answer.json()).data);
  const prepared = await prepare();
  await fetch(`${qa}/__mock/changes`, { method: 'POST', body: JSON.stringify(store.changes()) });
  return prepared;
}

/** The domain's own realistic request for the operation, or one made of the spec's examples. */
export async function realisticRequest(entry: Entry) {
  const custom = requests[entry.operation.operationId];
  const prepare = async () => (custom ? custom.input(client) : exampleRequest(entry.operation));
  const request = (await (live ? inStepWithLiveStore(prepare) : prepare())) as BuiltRequest;
  return { request, as: custom?.as };
}

/**
 * Every change the backend has made since its seed, to compare before and after a request: the in-process store's,
 * or a live mock's (`GET /__mock/changes`); null against a backend that does not tell.
 */
export async function backendChanges(): Promise<string | null> {
  if (!live) return JSON.stringify(store.changes());
  const answer = await fetch(`${qa}/__mock/changes`).catch(() => undefined);
  return answer?.ok ? answer.text() : null;
}

/** The backend of a contract file: the in-process mock from its seed, or the live one reset to its seed. */
export function withContractBackend() {
  beforeAll(async () => {
    // The requests are made from the seed's rows (its ids are the same on every run): the in-process mock serves
    // them, and a live standalone mock, reset to its seed first, holds the same rows.
    await seed();
    if (live) await fetch(`${qa}/__mock/reset`, { method: 'POST' }).catch(() => undefined);
    else {
      server.listen({ onUnhandledRequest: 'error' });
      sdkConfig.baseUrl = base;
    }
    // The suite signs in without a captcha; the mock (in-process or standalone) switches it off for it.
    await fetch(`${qa}/__mock/config`, { method: 'POST', body: JSON.stringify({ captcha: false }) }).catch(
      () => undefined,
    );
  });
  afterAll(() => {
    if (!live) server.close();
  });
}
