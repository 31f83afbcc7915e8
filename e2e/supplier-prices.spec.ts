import { apiData, expect, money, signedIn, test } from './support.ts';

test.use(signedIn('gys01'));

interface Goods {
  id: string;
  sku: string;
  price: number;
}

test('a supplier sets a ladder price in three tiers, submits it, and finds it in the ladder price list', async ({
  page,
}) => {
  await page.goto('/supplier-ladder-manager');
  const table = page.getByRole('table', { name: '阶梯价商品列表' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // One of the supplier's goods on the shelf without an open ladder price, priced with room above the lowest price the
  // platform's rules allow: the tiers run from its sale price down to that lowest price.
  const ladders = await apiData<{ records: { goodsId: string; status: number }[] }>(
    page,
    '/api/goodsItem/discountPrice/getLadderPrice?current=1&size=500',
  );
  const laddered = new Set(ladders.records.filter((row) => row.status !== 4).map((row) => row.goodsId));
  const onShelf = await apiData<{ records: Goods[] }>(
    page,
    '/api/goodsItem/manage/list?goodsState=1&current=1&size=100',
  );
  let goods: (Goods & { lowest: number }) | undefined;
  for (const candidate of onShelf.records.filter((row) => !laddered.has(row.id))) {
    const check = await apiData<{ lowestPrice: number }>(page, '/api/goodsItem/discountPrice/checkDiscountPrice', {
      discountType: 2,
      goodsId: candidate.id,
      price: 0.01,
    });
    if (candidate.price - check.lowestPrice >= 1) {
      goods = { ...candidate, lowest: check.lowestPrice };
      break;
    }
  }
  if (!goods) throw new Error('no goods on the shelf without a ladder price');
  const middle = Math.round((goods.price + goods.lowest) * 50) / 100;
  const above = Math.round((goods.price + 1) * 100) / 100;

  await page.getByRole('button', { name: '设置阶梯价' }).click();
  const form = page.getByRole('dialog', { name: '设置阶梯价' });
  await form.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByRole('textbox', { name: 'SKU' }).fill(goods.sku);
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByRole('button', { name: `选择 ${goods.sku}` }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByText(`SKU ${goods.sku}，售价 ¥${money(goods.price)}`)).toBeVisible();

  const tier = async (n: number, quantity: number, price: number) => {
    await form.getByRole('spinbutton', { name: `第${n}阶梯起订数量` }).fill(String(quantity));
    await form.getByRole('spinbutton', { name: `第${n}阶梯价格（元）` }).fill(String(price));
  };
  // The second tier is dearer than the first: refused with a message naming it.
  await tier(1, 1, goods.price);
  await tier(2, 10, above);
  await form.getByRole('button', { name: '添加阶梯' }).click();
  await tier(3, 50, goods.lowest);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(
    form.getByText(`第2阶梯的价格（¥${money(above)}）必须低于第1阶梯的价格（¥${money(goods.price)}）`),
  ).toBeVisible();

  await tier(2, 10, middle);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('阶梯价已保存，提交审核后生效')).toBeVisible();
  await expect(form).toBeHidden();

  const filters = page.getByRole('form', { name: '阶梯价商品列表筛选' });
  await filters.getByRole('textbox', { name: 'SKU' }).fill(goods.sku);
  await filters.getByRole('button', { name: '查询' }).click();
  const row = table.getByRole('row').filter({ hasText: goods.sku });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待提交');
  await expect(row).toContainText(`1-9：¥${money(goods.price)}`);
  await expect(row).toContainText(`10-49：¥${money(middle)}`);
  await expect(row).toContainText(`50 及以上：¥${money(goods.lowest)}`);

  await row.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交审核')).toBeVisible();
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('button', { name: '修改' })).toHaveCount(0);
});
