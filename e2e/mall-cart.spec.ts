import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './support.ts';

/** The supplier lowers a goods item's price while the buyer has it on the confirmation (a QA control of the mock). */
async function lowerPrice(page: Page, goodsId: string, price: number) {
  await page.evaluate(
    async ({ id, price }) => {
      await fetch('/__mock/changes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goods: { written: { [id]: { id, price } }, removed: [] } }),
      });
    },
    { id: goodsId, price },
  );
}

test.use(signedIn('caigou01'));

test('a purchaser’s cart survives a reload and a refused order: the rows and every choice stay, the refusal says why', async ({
  page,
}) => {
  await page.goto('/carover');
  // The first row of the first supplier.
  const first = page.locator('section li[aria-label]').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const row = page.getByRole('listitem', { name, exact: true });
  const goodsHref = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  // The router writes search values as JSON: the id comes quoted.
  const goodsId = new URL(goodsHref, 'http://localhost').searchParams.get('id')?.replace(/^"|"$/g, '');
  expect(goodsId, 'the cart row links to its goods item').toBeTruthy();
  const quantity = row.getByRole('textbox', { name: `${name}数量` });
  const before = Number(await quantity.inputValue());
  await row.getByRole('button', { name: `增加${name}数量` }).click();
  await expect(quantity).toHaveValue(String(before + 1));

  // A reload keeps the cart as it was left.
  await page.reload();
  await expect(row.getByRole('textbox', { name: `${name}数量` })).toHaveValue(String(before + 1));

  // Only this row goes to the confirmation.
  const all = page.getByRole('checkbox', { name: '全选' }).first();
  await expect(all).toBeChecked();
  await all.click();
  await expect(all).not.toBeChecked();
  await page.getByRole('checkbox', { name: `选择${name}` }).click();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/orderover\?ids=/);

  const addresses = page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio');
  await expect(addresses.first()).toBeAttached();
  const address = addresses.last();
  await address.check();
  const noInvoice = page.getByRole('radio', { name: '不开发票' });
  await noInvoice.check();
  const remark = page.getByRole('textbox', { name: '订单备注' });
  await remark.fill('周三上午送货，送前电话联系');
  const line = page.getByRole('region', { name: '商品清单' }).getByRole('listitem', { name, exact: true });
  await expect(line).toBeVisible();

  // The price changes before the buyer submits: the order is refused, nothing is lost.
  const seen = Number(/¥([\d,]+\.\d{2})/.exec((await line.textContent()) ?? '')?.[1]?.replaceAll(',', ''));
  expect(seen).toBeGreaterThan(0);
  const lowered = Math.round(seen * 50) / 100;
  const shown = lowered.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await lowerPrice(page, goodsId ?? '', lowered);
  await page.getByRole('button', { name: '提交订单' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('订单未提交，购物车中的商品已保留');
  await expect(refusal).toContainText(`${name}：价格已变动，现价¥${lowered.toFixed(2)}，请确认后重新提交`);
  await expect(address).toBeChecked();
  await expect(noInvoice).toBeChecked();
  await expect(remark).toHaveValue('周三上午送货，送前电话联系');
  // The line shows the price in force now, ready to be submitted again.
  await expect(line).toContainText(`¥${shown}`);

  // The cart still has the row, after a reload too.
  await page.getByRole('link', { name: /我的购物车/ }).click();
  await expect(page).toHaveURL(/\/carover/);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row.getByRole('textbox', { name: `${name}数量` })).toHaveValue(String(before + 1));
});
