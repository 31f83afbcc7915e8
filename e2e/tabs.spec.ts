import { expect, test } from '@playwright/test';
import { choose, signedIn } from './support.ts';

test.use(signedIn('gys01'));

test('three open tabs each keep their filters, paging, scroll position and half-typed input; close others keeps the workbench', async ({
  page,
}) => {
  await page.goto('/supplier-workbench');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const tabs = page.getByRole('tablist', { name: '已打开的页面' });

  // 1. Brands: a search in force, and a name typed but not searched yet.
  await menu.getByRole('link', { name: '品牌管理' }).click();
  const brandFilters = page.getByRole('form', { name: '品牌列表筛选' });
  await choose(brandFilters.getByRole('combobox', { name: '审核状态' }), '审核驳回');
  await brandFilters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table', { name: '品牌列表' }).getByRole('row')).toHaveCount(2);
  await brandFilters.getByRole('textbox', { name: '品牌名称' }).fill('晨');

  // 2. Orders: the second page.
  await menu.getByRole('link', { name: '直购订单' }).click();
  const paging = page.getByRole('navigation', { name: '分页' });
  await paging.getByRole('button', { name: '第 2 页' }).click();
  await expect(paging.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  // Scrolled down to the pager.
  const ordersPane = page.locator('section[data-tab="/data-center"]');
  const scrolledTo = await ordersPane.evaluate((pane) => {
    pane.scrollTop = pane.scrollHeight;
    return pane.scrollTop;
  });
  expect(scrolledTo).toBeGreaterThan(0);

  // 3. Goods: a SKU typed into the filter.
  await menu.getByRole('link', { name: '商品列表' }).click();
  const goodsFilters = page.getByRole('form', { name: /商品/ }).first();
  await goodsFilters.getByRole('textbox', { name: /SKU|商品编码/ }).fill('C0700');

  // Back to each: everything is as it was left.
  await tabs.getByRole('tab', { name: '品牌管理' }).click();
  await expect(page).toHaveURL(/\/supplier-brand-manager\?/);
  await expect(brandFilters.getByRole('combobox', { name: '审核状态' })).toHaveValue('审核驳回');
  await expect(brandFilters.getByRole('textbox', { name: '品牌名称' })).toHaveValue('晨');
  await expect(page.getByRole('table', { name: '品牌列表' }).getByRole('row')).toHaveCount(2);

  await tabs.getByRole('tab', { name: '直购订单' }).click();
  await expect(paging.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  expect(await ordersPane.evaluate((pane) => pane.scrollTop)).toBe(scrolledTo);

  await tabs.getByRole('tab', { name: '商品列表' }).click();
  await expect(goodsFilters.getByRole('textbox', { name: /SKU|商品编码/ })).toHaveValue('C0700');

  // Close others: the current tab and the workbench stay.
  await page.getByRole('button', { name: '关闭其他' }).click();
  await expect(tabs.getByRole('tab')).toHaveText(['工作台', '商品列表']);
});
