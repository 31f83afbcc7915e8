import { continueAs, expect, test } from './support.ts';

test('the administrator lowers a buyer’s category quota, and the buyer’s order beyond it is refused in the platform’s words', async ({
  page,
}) => {
  await continueAs(page, 'admin');
  // caigou01 is 王采购; the quota of 电脑办公 is the limit the order check reads.
  await page.goto('/procurement-limit-manager?userName=王采购');
  const quota = page.getByRole('table', { name: '采购限额列表' }).getByRole('row').filter({ hasText: '电脑办公' });
  await expect(quota).toHaveCount(1);
  const usedText = (await quota.getByRole('cell').nth(7).textContent()) ?? '';
  const used = Number(usedText.replaceAll(',', ''));
  expect(Number.isFinite(used)).toBe(true);
  await quota.getByRole('button', { name: '编辑' }).click();
  const form = page.getByRole('dialog', { name: '编辑采购限额' });
  const limit = (used + 1).toFixed(2);
  await form.getByRole('spinbutton', { name: '限额（元）' }).fill(limit);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(quota.getByRole('cell').nth(8)).toHaveText('1.00');
  await continueAs(page, 'caigou01');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/');
  await page.getByRole('textbox', { name: '搜索商品' }).fill('电脑办公');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('list', { name: '商品列表' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  const name = ((await page.getByRole('heading', { level: 1 }).last().textContent()) ?? '').replace(/^帮扶/, '').trim();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  await page.getByRole('link', { name: /我的购物车/ }).click();
  const all = page.getByRole('checkbox', { name: '全选' }).first();
  await expect(all).toBeChecked();
  await all.click();
  await page.getByRole('checkbox', { name: `选择${name}` }).click();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/orderover\?ids=/);
  await page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /本单“电脑办公”类商品金额¥[\d,]+\.\d{2}，超出您该类采购额度可用金额¥1\.00，须选择已审批的采购计划下单/,
  );
});
