import { expect, test } from '@playwright/test';
import { signedIn } from './support.ts';

test.use(signedIn('gys01'));

test('a supplier sets a ladder price in three tiers, submits it, and finds it in the ladder price list', async ({
  page,
}) => {
  await page.goto('/supplier-ladder-manager');
  const table = page.getByRole('table', { name: '阶梯价商品列表' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: '设置阶梯价' }).click();
  const form = page.getByRole('dialog', { name: '设置阶梯价' });
  await form.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByRole('textbox', { name: 'SKU' }).fill('C07000048');
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByRole('button', { name: '选择 C07000048' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByText('SKU C07000048，售价 ¥48.46')).toBeVisible();

  const tier = async (n: number, quantity: string, price: string) => {
    await form.getByRole('spinbutton', { name: `第${n}阶梯起订数量` }).fill(quantity);
    await form.getByRole('spinbutton', { name: `第${n}阶梯价格（元）` }).fill(price);
  };
  // The second tier is dearer than the first: refused with a message naming it.
  await tier(1, '1', '48');
  await tier(2, '10', '49');
  await form.getByRole('button', { name: '添加阶梯' }).click();
  await tier(3, '50', '44');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('第2阶梯的价格（¥49.00）必须低于第1阶梯的价格（¥48.00）')).toBeVisible();

  await tier(2, '10', '46');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('阶梯价已保存，提交审核后生效')).toBeVisible();
  await expect(form).toBeHidden();

  const filters = page.getByRole('form', { name: '阶梯价商品列表筛选' });
  await filters.getByRole('textbox', { name: 'SKU' }).fill('C07000048');
  await filters.getByRole('button', { name: '查询' }).click();
  const row = table.getByRole('row').filter({ hasText: 'C07000048' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待提交');
  await expect(row).toContainText('1-9：¥48.00');
  await expect(row).toContainText('10-49：¥46.00');
  await expect(row).toContainText('50 及以上：¥44.00');

  await row.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交审核')).toBeVisible();
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('button', { name: '修改' })).toHaveCount(0);
});
