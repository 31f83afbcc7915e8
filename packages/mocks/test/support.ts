import { sdkConfig, signIn } from '@zc/sdk';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mockConfig, seededPassword } from '../src/config.ts';
import { seededAccounts } from '../src/domains/accounts/seeded-accounts.ts';
import { server } from '../src/node.ts';
import { resetToSeed } from '../src/seed.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';

export const base = 'http://mock.test';

/** Puts the store back to its seed once per file and serves it through msw/node; the SDK talks to it. */
export function withMockBackend() {
  beforeAll(async () => {
    await resetToSeed();
    server.listen({ onUnhandledRequest: 'error' });
    sdkConfig.baseUrl = base;
  });
  afterAll(() => server.close());
}

/** The captcha answer, as automated tests obtain it (GET /__mock/captcha/{key}). */
export async function captchaAnswer(key: string): Promise<string> {
  const body = await (await fetch(`${base}/__mock/captcha/${key}`)).json();
  return body.data;
}

export const raw = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

/** Signs in as a seeded account (the captcha is off in tests that use `withSession`). */
export const login = (username: string) => signIn({ username, password: seededPassword });

/**
 * The mock backend for the file, and before each test a clean browser session with the captcha switched off (as
 * automated clients may), signed in as `account` when one is given.
 */
export function withSession(account?: string) {
  withMockBackend();
  beforeEach(async () => {
    localStorage.clear();
    mockConfig.captcha = false;
    if (account) await login(account);
  });
}

/** A purchase plan of one seeded goods item, submitted to `approverIds`. */
export function planForm(planName: string, approverIds: string[]) {
  const goods = catalogueTables.goods.all()[0];
  if (!goods) throw new Error('no goods');
  return {
    planName,
    purchaseType: 1 as const,
    startDate: '2026-11-25',
    endDate: '2027-06-30',
    items: [{ goodsId: goods.id, goodsName: goods.name, price: goods.price, num: 1 }],
    approverIds,
    submit: true,
  };
}

/** Every seeded account but the administrator's: the ones an administrator's call refuses. */
export const everyoneButTheAdministrator = seededAccounts
  .map(({ account }) => account)
  .filter((account) => account !== 'admin');
