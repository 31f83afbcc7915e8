import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { apiData, choose, continueAs, expect, money, signedIn, test } from './support.ts';

// Each journey passes between a supplier or purchaser and the platform (`continueAs`).

interface Goods {
  id: string;
  sku: string;
  name: string;
  price: number;
}

test("a supplier's ladder price is rejected with a reason, resubmitted and approved, and the mall sells at it", async ({
  page,
}) => {
  await continueAs(page, 'gys01');
  // Set-up: a ladder price of one of the supplier's goods on the shelf without an open one, still to be submitted.
  const ladders = await apiData<{ records: { goodsId: string; status: number }[] }>(
    page,
    '/api/goodsItem/discountPrice/getLadderPrice?current=1&size=500',
  );
  const laddered = new Set(ladders.records.filter((row) => row.status !== 4).map((row) => row.goodsId));
  const onShelf = await apiData<{ records: Goods[] }>(
    page,
    '/api/goodsItem/manage/list?goodsState=1&current=1&size=100',
  );
  const goods = onShelf.records.find((row) => !laddered.has(row.id) && row.price >= 10);
  if (!goods) throw new Error('no goods on the shelf without a ladder price');
  const cheaper = Math.round(goods.price * 98) / 100;
  await apiData(page, '/api/goodsItem/discountPrice/setLadderPrice', {
    goodsId: goods.id,
    tiers: [
      { minQuantity: 1, price: goods.price },
      { minQuantity: 20, price: cheaper },
    ],
  });

  const submit = async () => {
    await page.goto(`/supplier-ladder-manager?sku=${goods.sku}`);
    const row = page.getByRole('table', { name: '阶梯价商品列表' }).getByRole('row').filter({ hasText: goods.sku });
    await row.getByRole('button', { name: '提交审核' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('待审核');
    return row;
  };
  const review = async () => {
    await continueAs(page, 'admin', `/ladder-manager?sku=${goods.sku}`);
    const row = page.getByRole('table', { name: '阶梯价列表' }).getByRole('row').filter({ hasText: goods.sku });
    await expect(row).toContainText('待审核');
    return row;
  };

  await submit();
  let row = await review();
  await row.getByRole('button', { name: '驳回' }).click();
  const refusal = page.getByRole('dialog');
  await refusal.getByRole('textbox', { name: '驳回原因' }).fill('第二阶梯起订量过低，请调整');
  await refusal.getByRole('button', { name: '驳回' }).click();
  await expect(row).toContainText('已驳回');

  await continueAs(page, 'gys01', `/supplier-ladder-manager?sku=${goods.sku}`);
  await expect(page.getByRole('row').filter({ hasText: goods.sku })).toContainText('第二阶梯起订量过低，请调整');
  await submit();
  row = await review();
  await row.getByRole('button', { name: '通过' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已生效');

  await page.goto(`/detail?id=${goods.id}`);
  const tiers = page.getByRole('list', { name: '阶梯价' });
  await expect(tiers).toContainText(`¥${money(goods.price)}`);
  await expect(tiers).toContainText(`¥${money(cheaper)}`);
});

test('a purchaser reports a goods item, the platform takes it off the shelf, and the mall no longer sells it', async ({
  page,
}) => {
  await continueAs(page, 'caigou01');
  const found = await apiData<{ records: Goods[] }>(page, '/api/search/itemSearch?page=1&size=10', {});
  const goods = found.records[0];
  if (!goods) throw new Error('the mall sells nothing');
  await page.goto(`/detail?id=${goods.id}`);
  await page.getByRole('button', { name: '举报' }).click();
  const report = page.getByRole('dialog', { name: '举报商品' });
  await choose(report.getByRole('combobox', { name: '举报原因' }), '假冒伪劣');
  await report.getByRole('textbox', { name: '问题说明' }).fill('包装与品牌官方不一致，疑似假冒');
  await report.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('举报已提交，平台将尽快核实处理')).toBeVisible();

  await continueAs(page, 'admin', `/goodsReport?sku=${goods.sku}&handleStatus=0`);
  const row = page.getByRole('table', { name: '商品举报列表' }).getByRole('row').filter({ hasText: '疑似假冒' });
  await row.getByRole('button', { name: '处理' }).click();
  const handling = page.getByRole('dialog');
  await choose(handling.getByRole('combobox', { name: '处理结果' }), '下架商品');
  await handling.getByRole('textbox', { name: '处理意见' }).fill('经核实为假冒品牌');
  await handling.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('举报已处理，商品已下架')).toBeVisible();

  await page.goto(`/detail?id=${goods.id}`);
  await expect(page.getByText('该商品已下架，暂不能购买')).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
});

test.describe('reconciliation', () => {
  test.use(signedIn('admin'));

  test('a reconciliation run is generated for a month and its result downloads as a real xlsx that opens', async ({
    page,
  }) => {
    await page.goto('/generate-record');
    const [supplier] = await apiData<{ supplierId: string; supplierName: string }[]>(
      page,
      '/api/order/reconciliation/eshopSupplierList',
    );
    if (!supplier) throw new Error('no e-commerce supplier to reconcile with');
    await page.getByRole('button', { name: '生成对账记录' }).click();
    const form = page.getByRole('dialog', { name: '生成对账记录' });
    await choose(form.getByRole('combobox', { name: '电商供应商' }), supplier.supplierName);
    const month: [string, string][] = [
      ['订单开始日期', '2026-10-01'],
      ['订单结束日期', '2026-10-31'],
    ];
    for (const [label, day] of month) {
      await form.getByLabel(label).fill(day);
      await form.getByLabel(label).press('Enter');
    }
    await form.getByRole('button', { name: '生成' }).click();
    const done = page.getByText(/^已生成对账记录：批次 (DZPC\d+)，共 (\d+) 单$/);
    await expect(done).toBeVisible();
    const [, batchNo, count] = (await done.textContent())?.match(/批次 (DZPC\d+)，共 (\d+) 单/) ?? [];

    const row = page.getByRole('row').filter({ hasText: batchNo ?? '' });
    await row.getByRole('button', { name: '查看结果' }).click();
    await expect(page).toHaveURL(/\/record-result/);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载平台侧结果' }).click();
    const file = await (await downloaded).path();
    const sheet = strFromU8(
      unzipSync(new Uint8Array(readFileSync(file)))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheet).toContain('批次号');
    expect(sheet.match(/<row /g)?.length).toBe(Number(count) + 1);
  });
});
