import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './support.ts';

/** With SHOTS=dir, each step's page is kept as a 1440×900 picture to look at. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

const demandName = '机电运输部一季度检修备件需求';

test.use({ viewport: { width: 1440, height: 900 }, ...signedIn('caigou01') });

test('a demand is written by the buyer, collected by the purchasing unit and ordered split by supplier', async ({
  page,
}) => {
  // 新增需求: two goods of two suppliers, picked from the mall.
  await page.goto('/purchase/add-demand');
  const form = page.getByRole('form', { name: '新增需求' });
  await form.getByRole('textbox', { name: '需求名称' }).fill(demandName);
  await form.getByRole('button', { name: '添加商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  const rows = picker.getByRole('table', { name: '可选商品' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const suppliers = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => (row.querySelectorAll('td')[3]?.textContent ?? '').trim()),
  );
  const second = suppliers.findIndex((supplier) => supplier !== suppliers[0]);
  expect(second).toBeGreaterThan(0);
  await rows
    .nth(1)
    .getByRole('button', { name: /^添加 / })
    .click();
  await rows
    .nth(second + 1)
    .getByRole('button', { name: /^添加 / })
    .click();
  await expect(picker.getByText('已添加')).toHaveCount(2);
  await shot(page, 'demand-1-picker');
  await picker.getByRole('button', { name: '完成' }).click();
  const quantities = form.getByRole('spinbutton', { name: / 数量$/ });
  await expect(quantities).toHaveCount(2);
  await quantities.nth(1).fill('3');
  await shot(page, 'demand-2-form');
  await form.getByRole('button', { name: '提交需求' }).click();
  const submitted = page.getByText(/^需求单 XQ\d+ 已提交$/);
  await expect(submitted).toBeVisible();
  const demandNo = /XQ\d+/.exec((await submitted.textContent()) ?? '')?.[0] ?? '';

  // 需求订单: the new demand waits to be collected.
  await expect(page).toHaveURL(/\/purchase\/demand-order/);
  await expect(page.getByRole('table', { name: '需求订单' }).getByRole('link', { name: demandNo })).toBeVisible();
  await shot(page, 'demand-3-states');

  // 需求汇总: the purchasing unit orders it, one order per supplier.
  await page.goto(`/purchase/demand-collect?demandNo=${demandNo}`);
  const row = page.getByRole('table', { name: '需求汇总' }).getByRole('row').filter({ hasText: demandNo });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '汇总下单' }).click();
  const split = page.getByRole('dialog', { name: '汇总下单' });
  await expect(split.getByRole('table', { name: '汇总商品' }).getByRole('row')).toHaveCount(3);
  await shot(page, 'demand-4-split');
  await split.getByRole('button', { name: '按供应商下单' }).click();
  await expect(page.getByText('已按供应商生成 2 个订单')).toBeVisible();

  // The demand is 已下单, and opens the two orders it became.
  await page.goto('/purchase/demand-order?status=3');
  const ordered = page.getByRole('table', { name: '需求订单' }).getByRole('row').filter({ hasText: demandNo });
  await expect(ordered.getByRole('link', { name: /^DD\d+$/ })).toHaveCount(2);
  await shot(page, 'demand-5-ordered');
  await page.goto('/purchase/my-demand-order');
  await expect(
    page
      .getByRole('table', { name: '需求订单' })
      .getByRole('link', { name: /^DD\d+$/ })
      .first(),
  ).toBeVisible();
});
