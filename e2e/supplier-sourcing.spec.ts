import { expect, test } from '@playwright/test';
import { choose, signedIn } from './support.ts';

test.use(signedIn('gys01'));

test('a supplier quotes on an open inquiry, is told off for a bad price first, and finds the quote kept', async ({
  page,
}) => {
  await page.goto('/supplier-sourcing-offer');

  const filters = page.getByRole('form', { name: '询价列表筛选' });
  await choose(filters.getByRole('combobox', { name: '询价状态' }), '报价中');
  await choose(filters.getByRole('combobox', { name: '报价状态' }), '未报价');
  await filters.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '询价列表' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('未报价');
  const link = first.getByRole('link', { name: /^报价：/ });
  const sourcingName = ((await link.getAttribute('aria-label')) ?? '').replace(/^报价：/, '');
  await link.click();

  await expect(page).toHaveURL(/\/supplier-sourcing-offer-info\?id=/);
  const form = page.getByRole('form', { name: '报价单' });
  await expect(page.getByRole('region', { name: '询价信息' })).toContainText(sourcingName);
  const prices = form.getByRole('textbox', { name: /报价单价$/ });
  const count = await prices.count();
  expect(count).toBeGreaterThan(0);

  // One invalid price first: three decimals are refused with a message, and nothing is saved.
  await prices.first().fill('88.888');
  for (let index = 1; index < count; index++) await prices.nth(index).fill('66');
  await form.getByRole('button', { name: '保存报价' }).click();
  await expect(form.getByText('最多两位小数')).toBeVisible();

  await prices.first().fill('88.88');
  await form.getByRole('spinbutton', { name: '供货周期（天）' }).fill('7');
  await form.getByRole('button', { name: '保存报价' }).click();
  await expect(page.getByText('报价已保存')).toBeVisible();
  await expect(form.getByRole('button', { name: '更新报价' })).toBeVisible();

  // Opened again from the server: the quote is kept.
  await page.reload();
  // A reload starts the app and its mock service worker again, which takes a while on a busy machine.
  await expect(page.getByRole('region', { name: '询价信息' })).toContainText(sourcingName, { timeout: 45_000 });
  const reopened = page.getByRole('form', { name: '报价单' });
  await expect(reopened.getByRole('textbox', { name: /报价单价$/ }).first()).toHaveValue('88.88');
  await expect(reopened.getByRole('textbox', { name: /报价单价$/ }).nth(count - 1)).toHaveValue(
    count > 1 ? '66' : '88.88',
  );
  await expect(reopened.getByRole('spinbutton', { name: '供货周期（天）' })).toHaveValue('7');

  await page.goto('/supplier-sourcing-offer');
  await page.getByRole('form', { name: '询价列表筛选' }).getByRole('textbox', { name: '询价标题' }).fill(sourcingName);
  await page.getByRole('form', { name: '询价列表筛选' }).getByRole('button', { name: '查询' }).click();
  await expect(
    page.getByRole('table', { name: '询价列表' }).getByRole('row').filter({ hasText: sourcingName }),
  ).toContainText('已报价');
});
