import { expect, test } from '@playwright/test';
import { signedIn } from './support.ts';

test.use(signedIn('gys01'));

test('a supplier generates a statement from reconcilable orders and finds it in the statement list', async ({
  page,
}) => {
  await page.goto('/create-account');

  const orders = page.getByRole('table', { name: '可对账订单' });
  const picked = [orders.getByRole('row').nth(1), orders.getByRole('row').nth(2)];
  const orderNos: string[] = [];
  for (const row of picked) {
    await row.getByRole('checkbox').check();
    orderNos.push(((await row.getByRole('cell').nth(1).textContent()) ?? '').trim());
  }
  await expect(page.getByText('已选 2 项')).toBeVisible();
  await page.getByRole('button', { name: '生成对账单', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: '生成对账单' });
  await expect(question).toContainText('2 个订单');
  await question.getByRole('button', { name: '确定' }).click();
  const created = page.getByText(/^对账单 DZ\d+ 已生成$/);
  await expect(created).toBeVisible();
  const accountNo = ((await created.textContent()) ?? '').split(' ')[1] ?? '';
  for (const orderNo of orderNos) await expect(orders.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);

  // To the statement list through the menu, as a supplier would go.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const link = menu.getByRole('link', { name: '对账单列表', exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: '对账管理' }).click();
  await link.click();
  const filters = page.getByRole('form', { name: '对账单列表筛选' });
  await filters.getByRole('textbox', { name: '对账单号' }).fill(accountNo);
  await filters.getByRole('button', { name: '查询' }).click();
  const statements = page.getByRole('table', { name: '对账单列表' });
  await expect(statements.getByRole('row')).toHaveCount(2);
  const row = statements.getByRole('row').filter({ hasText: accountNo });
  await expect(row).toContainText('待采购人确认');

  await row.getByRole('button', { name: accountNo }).click();
  const detail = page.getByRole('dialog', { name: `对账单详情：${accountNo}` });
  const included = detail.getByRole('table', { name: '对账订单' });
  for (const orderNo of orderNos) await expect(included.getByRole('row').filter({ hasText: orderNo })).toHaveCount(1);
});
