import { readFileSync } from 'node:fs';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export const password = 'Zc@123456';

/** The seeded accounts the sign-in setup signs in once per run, for journeys that only need to be signed in. */
export const signedInAccounts = ['gys01', 'caigou01', 'admin'] as const;
type SignedInAccount = (typeof signedInAccounts)[number];

/** Where the setup keeps an account's signed-in browser state. */
export const signedInState = (account: SignedInAccount) => `test-results/signed-in/${account}.json`;

/**
 * Options that start each journey of a file or group already signed in as `account` (`test.use(signedIn('gys01'))`).
 * Only for journeys that never sign out: a sign-out revokes the token the stored state holds.
 */
export const signedIn = (account: SignedInAccount) => ({ storageState: signedInState(account) });

/** The data of an API call as the signed-in user makes it, through the page (and so through the mock's service worker). */
export function apiData<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, json }) => {
      const headers: Record<string, string> = {
        Authorization: `${localStorage.getItem('token_type')} ${localStorage.getItem('access_token')}`,
      };
      if (json === undefined) return (await (await fetch(url, { headers })).json()).data;
      headers['Content-Type'] = 'application/json';
      return (await (await fetch(url, { method: 'POST', headers, body: JSON.stringify(json) })).json()).data;
    },
    { url: path, json: body },
  );
}

/** An amount as the app shows money: two decimals, ',' between thousands. */
export const money = (yuan: number) =>
  yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A browser's first page starts the mock's service worker, which seeds its store: far beyond 15 s on a busy machine. */
export const firstLoad = { timeout: 60_000 };

type StorageState = Exclude<BrowserContextOptions['storageState'], undefined>;

/**
 * Before a journey in the browser context the Playwright worker keeps: no page open, the mock back to the seed, and
 * the storage a new context would have (none, or the journey's stored sign-in). The context's first journey starts the
 * mock's worker here. Clearing the site's data with the browser's own call would unregister that worker.
 */
async function startFromSeed(context: BrowserContext, storageState: StorageState | undefined) {
  for (const page of context.pages()) await page.close();
  const page = await context.newPage();
  // Served by the mock's worker when it runs; otherwise the app, which starts it.
  await page.goto('/__mock/seed');
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller)))
    await page.locator('html[data-mock="on"]').waitFor({ state: 'attached', ...firstLoad });
  const state = typeof storageState === 'string' ? JSON.parse(readFileSync(storageState, 'utf8')) : storageState;
  const origin = new URL(page.url()).origin;
  const stored = state?.origins.find((entry: { origin: string }) => entry.origin === origin)?.localStorage ?? [];
  await page.evaluate(async (items: { name: string; value: string }[]) => {
    await fetch('/__mock/reset', { method: 'POST' });
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, stored);
  await context.clearCookies();
  if (state?.cookies.length) await context.addCookies(state.cookies);
  await page.close();
}

/**
 * The journeys' `test`. Each Playwright worker keeps one browser context for its journeys, so the mock's service
 * worker starts and seeds once per worker rather than once per journey; each journey begins from the seed and from
 * the storage of a new context. A journey that sets a user agent (a phone) gets a new context of its own.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext, storageState, userAgent, browser, baseURL, locale }, use) => {
    if (userAgent) {
      // A phone's browser: the worker's context is a desktop's, and a page cannot change its user agent.
      const phone = await browser.newContext({ baseURL, locale, userAgent });
      await startFromSeed(phone, storageState);
      await use(phone);
      await phone.close();
      return;
    }
    await startFromSeed(workerContext, storageState);
    await use(workerContext);
  },
  page: async ({ page, viewport }, use) => {
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});
export { expect };

/** Signs in through the real login form: captcha (its answer from the mock's QA endpoint), slider, RSA. */
export async function login(page: Page, username: string) {
  if (!page.url().includes('/login')) await page.goto('/login');
  // A fresh captcha, asked for here, so its key is known whatever the page loaded before.
  const refresh = page.getByTitle('看不清？换一张');
  await expect(refresh.getByRole('img')).toBeVisible(firstLoad);
  const captcha = page.waitForResponse((response) => response.url().includes('/api/login/verification'));
  await refresh.click();
  const { data } = await (await captcha).json();
  const answer = await page.evaluate(
    async (key) => (await (await fetch(`/__mock/captcha/${key}`)).json()).data,
    data.key,
  );
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(answer);
  await page.getByLabel('滑块验证').focus();
  await page.keyboard.press('End');
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs in as `account` from the login page and waits until the app has left it. */
export async function signInAs(page: Page, account: string) {
  await page.goto('/login');
  await login(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs out from the workbench's header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Picks `option` in one of the app's selects (a combobox opening a listbox). */
export async function choose(combobox: Locator, option: string) {
  await combobox.click();
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}

/** Empties one of the app's selects with its × (a filter back to 全部). */
export async function clearChoice(combobox: Locator) {
  await combobox.locator('..').getByRole('button', { name: '清空' }).click();
}
