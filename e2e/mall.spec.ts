import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './support.ts';

/** A goods item's detail page: agreement and local suppliers' goods open on pages of their own. */
const goodsDetail = /\/(detail|agreement-info|supplier-product-details)\?id=/;

/** The goods item on screen: its name and its supplier's. */
async function openedGoods(page: Page) {
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).last().textContent()) ?? '';
  const supplier = (await page.getByRole('complementary', { name: '供应商' }).getByRole('heading').textContent()) ?? '';
  return { name: name.replace(/^帮扶/, '').trim(), supplier };
}

test('a visitor finds goods, signs in as a purchaser, buys from two suppliers and gets an order for each', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: '办公用品', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: '搜索商品' }).fill('笔');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  const results = page.getByRole('list', { name: '商品列表' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(goodsDetail);
  const first = await openedGoods(page);
  await expectAccessible(page);

  // Buying needs a purchaser: the visitor signs in and comes back to the goods item.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await login(page, 'caigou01');
  await expect(page).toHaveURL(goodsDetail);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // A second goods item, of another supplier.
  await page.getByRole('textbox', { name: '搜索商品' }).fill('笔');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  const other = results.getByRole('listitem').filter({ hasNotText: first.supplier }).first();
  await other.getByRole('link').click();
  const second = await openedGoods(page);
  expect(second.supplier).not.toBe(first.supplier);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  // Only these two go into the order: the rows already in the cart are unticked.
  await page.getByRole('link', { name: /我的购物车/ }).click();
  await expect(page.getByRole('listitem', { name: first.name })).toBeVisible();
  const all = page.getByRole('checkbox', { name: '全选' }).first();
  await expect(all).toBeChecked();
  await all.click();
  await expect(all).not.toBeChecked();
  for (const { name } of [first, second]) {
    await page.getByRole('checkbox', { name: `选择${name}` }).click();
    await expect(page.getByRole('checkbox', { name: `选择${name}` })).toBeChecked();
  }
  await page.getByRole('button', { name: '去结算' }).click();

  await expect(page).toHaveURL(/\/orderover\?ids=/);
  await page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: '选择发票抬头' }).getByRole('radio').first().check();
  await expect(page.getByText(second.name)).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();

  const result = page.getByRole('region', { name: '下单结果' });
  await expect(result.getByRole('heading', { name: /订单提交成功/ })).toBeVisible();
  await expect(result.getByRole('row')).toHaveCount(3);
  await expect(result.getByRole('cell', { name: first.supplier })).toBeVisible();
  await expect(result.getByRole('cell', { name: second.supplier })).toBeVisible();
  await expect(result.getByRole('link', { name: '查看我的订单' })).toBeVisible();
});
