import { expect, test } from '@playwright/test';
import { signedIn } from './support.ts';

test.use(signedIn('gys01'));

test('changes to the mock data survive a reload until the visible reset puts the seed back', async ({ page }) => {
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

  const controls = page.getByRole('complementary', { name: '模拟后端' });
  await controls.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(table.getByRole('cell', { name: '晨曦' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '青禾文具' })).toHaveCount(0);
});
