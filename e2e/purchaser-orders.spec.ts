import type { Page } from '@playwright/test';
import { apiData, choose, continueAs, expect, money, test } from './support.ts';

/** gys01's organisation, the supplier whose goods are bought. */
const supplier = '北京晨曦办公用品有限公司';

/** The row of one order in a list filtered by its number. */
async function orderRow(page: Page, path: string, table: string, orderNo: string) {
  await page.goto(`${path}?orderNo=${orderNo}`);
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  return row;
}

/** The data cockpit's amount and number of deals, as its public wall screen shows them. */
async function cockpit(page: Page) {
  await page.goto('/cockpit-full');
  const figure = (name: string) =>
    page.getByLabel('核心指标').locator('div').filter({ hasText: name }).getByRole('definition');
  await expect(figure('成交笔数')).toHaveText(/^\d+$/);
  return {
    amount: figure('成交金额（元）'),
    count: figure('成交笔数'),
    before: {
      amount: Number((await figure('成交金额（元）').textContent())?.replaceAll(',', '')),
      count: Number(await figure('成交笔数').textContent()),
    },
  };
}

test('an order placed in the mall is approved, counted by the data cockpit, taken and shipped by the supplier, received, returned in part and evaluated by the buyer', async ({
  page,
}) => {
  // caigou01 buys one goods item of gys01 from the workbench cart.
  await continueAs(page, 'caigou01');
  const { before } = await cockpit(page);
  await page.goto('/search');
  await page.getByRole('group', { name: '供应商' }).getByRole('button', { name: supplier }).click();
  // The first of gys01's goods in stock among the results, asked for as the page asks for them.
  const suppliers = await apiData<{ supplierId: string; supplierName: string }[]>(
    page,
    '/api/search/homeSupplierSearch?size=12',
  );
  const supplierId = suppliers.find((row) => row.supplierName === supplier)?.supplierId;
  const found = await apiData<{ records: { name: string; stock: number; minBuyNum?: number }[] }>(
    page,
    '/api/search/itemSearch?page=1&size=10',
    { supplierId },
  );
  const inStock = found.records.find((goods) => goods.stock >= (goods.minBuyNum ?? 1));
  if (!inStock) throw new Error('no goods of gys01 in stock on the first page of results');
  const results = page.getByRole('list', { name: '商品列表' });
  await results.getByRole('link', { name: inStock.name }).first().click();
  // A goods item opens on its detail page, or under 协议详情 when it is agreement goods.
  await expect(page).toHaveURL(/\/(detail|agreement-info)\?id=/);
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  const name = ((await page.getByRole('heading', { level: 1 }).last().textContent()) ?? '').replace(/^帮扶/, '').trim();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  await page.goto('/purchase/my-cart');
  const all = page.getByRole('checkbox', { name: '全选' }).first();
  await expect(all).toBeChecked();
  await all.click();
  await expect(all).not.toBeChecked();
  await page.getByRole('checkbox', { name: `选择${name}` }).click();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/purchase\/order-info\?ids=/);
  await page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: '选择发票抬头' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: '提交订单' }).click();
  const result = page.getByRole('region', { name: '下单结果' });
  const placed = result.getByRole('row').filter({ hasText: supplier });
  await expect(placed).toHaveCount(1);
  const orderNo = ((await placed.getByRole('cell').first().textContent()) ?? '').trim();
  const amount = Number((await placed.getByRole('cell').nth(2).textContent())?.replaceAll(',', ''));
  await result.getByRole('link', { name: '查看我的订单' }).click();
  await expect(await orderRow(page, '/purchase/purchase-order', '采购订单', orderNo)).toContainText('待审批');

  // shenpi01 approves it.
  await continueAs(page, 'shenpi01');
  const waiting = await orderRow(page, '/purchase/order-check', '待审批订单', orderNo);
  await waiting.getByRole('button', { name: '同意' }).click();
  const approve = page.getByRole('dialog', { name: `同意订单：${orderNo}` });
  await approve.getByRole('textbox', { name: '审批意见' }).fill('同意采购');
  await approve.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已同意，订单已送供应商确认')).toBeVisible();
  // Approved, the order is a deal: the cockpit counts it, and only it.
  const after = await cockpit(page);
  await expect(after.count).toHaveText(String(before.count + 1));
  await expect(after.amount).toHaveText(money(Math.round((before.amount + amount) * 100) / 100));
  await page.goBack();

  // gys01 takes it and ships it.
  await continueAs(page, 'gys01');
  const supplied = await orderRow(page, '/data-center', '直购订单', orderNo);
  await expect(supplied).toContainText('待确认');
  await supplied.getByRole('button', { name: '接单' }).click();
  await page.getByRole('alertdialog', { name: '接单' }).getByRole('button', { name: '确定' }).click();
  await expect(supplied).toContainText('待发货');
  await supplied.getByRole('button', { name: '发货' }).click();
  const deliver = page.getByRole('dialog', { name: `发货：${orderNo}` });
  await choose(deliver.getByRole('combobox', { name: '物流公司' }), '顺丰速运');
  await deliver.getByRole('textbox', { name: '物流单号' }).fill('SF202611260101');
  await deliver.getByRole('button', { name: '确认发货' }).click();
  await expect(supplied).toContainText('已发货');

  // caigou01 sees the parcel and confirms the receipt in the order's detail.
  await continueAs(page, 'caigou01');
  const mine = await orderRow(page, '/purchase/purchase-order', '采购订单', orderNo);
  await mine.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(/\/purchase\/order-detail\?id=/);
  await expect(page.getByRole('region', { name: '物流信息' }).getByText('物流单号：SF202611260101')).toBeVisible();
  await expect(page.getByRole('region', { name: '审批记录' })).toContainText('同意采购');
  const facts = page.getByRole('region', { name: '订单信息' });
  await facts.getByRole('button', { name: '确认收货' }).click();
  await page
    .getByRole('dialog', { name: `确认收货：${orderNo}` })
    .getByRole('button', { name: '确认收货' })
    .click();
  await expect(facts).toContainText('已收货');

  // One unit goes back through after-sale.
  await page.getByRole('table', { name: '商品明细' }).getByRole('link', { name: '申请售后' }).click();
  const apply = page.getByRole('form', { name: '申请售后' });
  await choose(apply.getByRole('combobox', { name: '售后类型' }), '退货退款');
  await apply.getByRole('spinbutton', { name: '售后数量' }).fill('1');
  await choose(apply.getByRole('combobox', { name: '售后原因' }), '收到商品破损');
  await apply.getByRole('button', { name: '提交申请' }).click();
  // The finished form closes its tab and returns to the order it was opened from.
  await expect(page).toHaveURL(/\/purchase\/order-detail\?id=/);
  await expect(apply).toHaveCount(0);
  await page.goto(`/purchase/after-sales-order?orderNo=${orderNo}`);
  await expect(
    page.getByRole('table', { name: '售后订单' }).getByRole('row').filter({ hasText: orderNo }),
  ).toContainText('待供应商审核');

  // And the order is evaluated, five stars on every dimension.
  await page.goto(`/purchase/purchase-order?orderNo=${orderNo}`);
  await page
    .getByRole('table', { name: '采购订单' })
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: '评价' })
    .click();
  const evaluate = page.getByRole('form', { name: '评价订单' });
  for (const dimension of ['综合评分', '商品质量', '服务态度', '物流速度'])
    await evaluate.getByRole('group', { name: dimension }).getByText('★').nth(4).click();
  await evaluate.getByRole('textbox', { name: '评价内容' }).fill('质量很好，送货及时');
  await evaluate.getByRole('button', { name: '提交评价' }).click();
  await expect(page).toHaveURL(/\/purchase\/purchase-order/);
  await expect(evaluate).toHaveCount(0);
  await page.goto('/purchase/my-evaluate');
  await expect(
    page.getByRole('table', { name: '我的评价' }).getByRole('row').filter({ hasText: orderNo }).first(),
  ).toContainText('质量很好，送货及时');
});
