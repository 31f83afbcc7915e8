import { expect, expectAccessible, firstLoad, login, signedIn, test } from './support.ts';

test('a signed-out visitor is sent to /login and, once signed in, back to the page with its menu', async ({ page }) => {
  await page.goto('/purchase/modify-password');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
  await expectAccessible(page);
  await login(page, 'caigou01');
  await expect(page).toHaveURL(/\/purchase\/modify-password$/);
  await expect(page.getByRole('form', { name: '修改密码' })).toBeVisible();
  await expectAccessible(page);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '修改密码' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: '商城采购' })).toBeVisible();
  await expect(page).toHaveTitle(/^修改密码 - /);
});

test.describe('signed in as gys01', () => {
  test.use(signedIn('gys01'));

  test('a page outside the user’s menu shows 403', async ({ page }) => {
    await page.goto('/purchase/modify-password');
    await expect(page.getByText('访问受限')).toBeVisible();
    await expect(page.getByText('403')).toBeVisible();
  });
});

test('a mobile browser asking for /login goes to /loginMobile', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/loginMobile/, firstLoad);
  await context.close();
});
