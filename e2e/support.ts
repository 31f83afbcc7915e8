import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export const password = 'Zc@123456';

/**
 * What the app keeps in local storage for a user its form signed in, and the page the sign-in landed on (the role's
 * home).
 */
interface KeptSession {
  storage: [key: string, value: string][];
  home: string;
}

/**
 * The sessions this Playwright worker signed in through the form, by account. The mock's tokens are signed and its
 * reset before each journey forgets sign-outs, so a session stays valid from journey to journey: each account goes
 * through the form once per worker, and afterwards only its storage is put back. A journey that signs a session out
 * drops it here, as the mock no longer takes its token until the next reset.
 */
const keptSessions = new Map<string, KeptSession>();

/**
 * The account's kept session; the first time, `page` signs in through the form, over no session (the storage is
 * forgotten first, not signed out: a sign-out would end a session another journey starts from).
 */
async function keptSession(page: Page, account: string): Promise<{ session: KeptSession; fresh: boolean }> {
  const kept = keptSessions.get(account);
  if (kept) return { session: kept, fresh: false };
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await signInAs(page, account);
  await page.waitForFunction(() => localStorage.getItem('roles') !== null);
  const session = {
    storage: await page.evaluate(() => Object.entries(localStorage)),
    home: new URL(page.url()).pathname,
  };
  keptSessions.set(account, session);
  return { session, fresh: true };
}

/** Replaces the page's local storage with `storage`, from a page of the app's origin. */
const restoreStorage = (page: Page, storage: KeptSession['storage']) =>
  page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, storage);

/**
 * Goes on as `account`, at `path` or the account's home, the way a journey changes hands between users: whoever was
 * signed in is forgotten by the browser, not signed out. Signing in itself is what the sign-in journeys test; the
 * other journeys go through the form once per worker and account (`keptSessions`).
 */
export async function continueAs(page: Page, account: string, path?: string) {
  const { session, fresh } = await keptSession(page, account);
  if (fresh && path === undefined) return;
  // Storage belongs to an origin: a journey's new page is not at the app's yet.
  if (!page.url().startsWith('http')) await page.goto('/__mock/seed');
  await restoreStorage(page, session.storage);
  await page.goto(path ?? session.home);
}

/**
 * Options that start each journey of a file or group already signed in as `account` (`test.use(signedIn('gys01'))`),
 * from the worker's kept session.
 */
export const signedIn = (account: string) => ({ account });

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

/**
 * Before a journey in the browser context the Playwright worker keeps: no page open, the mock back to the seed, and
 * the storage a new context would have, with the journey's kept session if it starts signed in. The context's first
 * journey starts the mock's worker here. Clearing the site's data with the browser's own call would unregister that
 * worker.
 */
async function startFromSeed(context: BrowserContext, storage: KeptSession['storage'] = []) {
  for (const page of context.pages()) await page.close();
  const page = await context.newPage();
  // Served by the mock's worker when it runs; otherwise the app, which starts it.
  await page.goto('/__mock/seed');
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller)))
    await page.locator('html[data-mock="on"]').waitFor({ state: 'attached', ...firstLoad });
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
  await restoreStorage(page, storage);
  await context.clearCookies();
  await page.close();
}

/**
 * The journeys' `test`. Each Playwright worker keeps one browser context for its journeys, so the mock's service
 * worker starts and seeds once per worker rather than once per journey; each journey begins from the seed and from
 * the storage of a new context. A journey that sets a user agent (a phone) gets a new context of its own.
 */
export const test = base.extend<{ account: string | undefined }, { workerContext: BrowserContext }>({
  account: [undefined, { option: true }],
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext, account, userAgent, browser, baseURL, locale }, use) => {
    // Signed in through the form in the worker's own context, before the reset below undoes what that wrote.
    if (account && !keptSessions.has(account)) await keptSession(await workerContext.newPage(), account);
    const storage = account ? keptSessions.get(account)?.storage : undefined;
    if (userAgent) {
      // A phone's browser: the worker's context is a desktop's, and a page cannot change its user agent.
      const phone = await browser.newContext({ baseURL, locale, userAgent });
      await startFromSeed(phone, storage);
      await use(phone);
      await phone.close();
      return;
    }
    await startFromSeed(workerContext, storage);
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

/** Signs out from the workbench's header; the mock no longer takes the session's token, so it is no longer kept. */
export async function signOut(page: Page) {
  const account = await page.evaluate(() => localStorage.getItem('user_name'));
  if (account) keptSessions.delete(account);
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

/**
 * Checks the page on screen with axe-core against WCAG 2.1 A and AA, and fails on any serious or critical violation,
 * naming each rule with the elements it found. One page of each kind is checked in the journeys that open it.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${page.url()}: serious or critical accessibility violations`).toEqual([]);
}
