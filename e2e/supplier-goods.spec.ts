import { choose, clearChoice, expect, expectAccessible, signedIn, test } from './support.ts';

test.use(signedIn('gys01'));

test('a supplier puts an off-shelf goods item back on the shelf from the goods list and sees it on shelf', async ({
  page,
}) => {
  await page.goto('/e-commerce-putaway');

  const filters = page.getByRole('form', { name: '商品列表筛选' });
  await choose(filters.getByRole('combobox', { name: '商品状态' }), '已下架');
  await filters.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '商品列表' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('已下架');
  await expectAccessible(page);

  // An item with stock: one without cannot go on shelf.
  const count = await rows.count();
  let index = 1;
  while (index < count && ((await rows.nth(index).getByRole('cell').nth(8).textContent()) ?? '').trim() === '0')
    index++;
  const sku = ((await rows.nth(index).getByRole('cell').nth(3).textContent()) ?? '').trim();
  await rows.nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量上架' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('确定上架');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交上架')).toBeVisible();
  // Off the 已下架 list once it is on shelf.
  await expect(table.getByRole('row').filter({ hasText: sku })).toHaveCount(0);

  await clearChoice(filters.getByRole('combobox', { name: '商品状态' }));
  await filters.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText('已上架');

  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '状态记录' }).click();
  const history = page.getByRole('dialog', { name: `状态记录 · ${sku}` });
  await expect(history.getByRole('row').nth(1)).toContainText('已下架已上架');
});
