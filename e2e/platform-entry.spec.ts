import { expect, test } from '@playwright/test';

test('the first page is served with the mock backend answering from its service worker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '政采商城', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mock', 'on');
  await expect(page.getByRole('status', { name: '后端连接' })).toHaveText('后端已连接');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mockServiceWorker\.js$/);
});
