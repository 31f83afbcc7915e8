import type { Page } from '@playwright/test';
import { expect, firstLoad, signedIn, test } from './support.ts';

test.use(signedIn('gys01'));

/** Stops the mock's service worker and reloads: a new one starts from the seed and the changes this browser kept. */
async function restartWorker(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
  await page.reload();
}

test('changes to the mock data survive a reload and a new worker until the visible reset puts the seed back', async ({
  page,
}) => {
  await page.goto('/supplier-brand-manager');

  await page.getByRole('button', { name: '新增品牌' }).click();
  await page.getByRole('textbox', { name: '品牌名称' }).fill('青禾文具');
  await page.getByLabel('上传授权书').setInputFiles({
    name: '授权书.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(page.getByRole('button', { name: '预览 授权书' })).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  const table = page.getByRole('table', { name: '品牌列表' });
  await expect(table.getByRole('cell', { name: '青禾文具' })).toBeVisible();

  await page.reload();
  await expect(table.getByRole('cell', { name: '青禾文具' })).toBeVisible();
  await restartWorker(page);
  await expect(table.getByRole('cell', { name: '青禾文具' })).toBeVisible(firstLoad);

  const controls = page.getByRole('complementary', { name: '模拟后端' });
  await controls.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(table.getByRole('cell', { name: '晨曦' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '青禾文具' })).toHaveCount(0);
  await restartWorker(page);
  await expect(table.getByRole('cell', { name: '晨曦' })).toBeVisible(firstLoad);
  await expect(table.getByRole('cell', { name: '青禾文具' })).toHaveCount(0);
});
