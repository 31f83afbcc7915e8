import { expect, firstLoad, test } from './support.ts';

test('the first page is served with the mock backend answering from its service worker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '政采商城', level: 1 })).toBeVisible(firstLoad);
  await expect(page.locator('html')).toHaveAttribute('data-mock', 'on');
  // The mall home's category menu comes from the mock backend.
  await expect(
    page.getByRole('navigation', { name: '商品分类' }).getByRole('link', { name: '办公用品' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mock-worker\.js$/);
});
