import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * The journeys' `test`: a browser's first navigation waits as long as `firstLoad` for the mock's worker to serve the
 * page, so that every step after it keeps the usual timeout.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      page.goto = goto;
      await page.locator('html[data-mock="on"]').waitFor({ state: 'attached', ...firstLoad });
      return response;
    };
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
