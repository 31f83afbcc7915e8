import { choose, clearChoice, expect, expectAccessible, signedIn, test } from './support.ts';

test.use(signedIn('gys01'));

test('a supplier ships an order waiting for delivery in two parcels, uploads its invoice and sees both in the detail', async ({
  page,
}) => {
  await page.goto('/data-center');

  const filters = page.getByRole('form', { name: '直购订单筛选' });
  await choose(filters.getByRole('combobox', { name: '订单状态' }), '待发货');
  await filters.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '直购订单' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('待发货');
  const orderNo = ((await first.getByRole('cell').first().textContent()) ?? '').trim();

  // Only this order from here on, whatever its state.
  await clearChoice(filters.getByRole('combobox', { name: '订单状态' }));
  await filters.getByRole('textbox', { name: '订单编号' }).fill(orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  const row = table.getByRole('row').filter({ hasText: orderNo });
  await expect(table.getByRole('row')).toHaveCount(2);

  // One piece of the first line goes first, with 顺丰速运; the rest follows with 京东物流.
  await row.getByRole('button', { name: '发货' }).click();
  const deliver = page.getByRole('dialog', { name: `发货：${orderNo}` });
  const quantities = deliver.getByRole('spinbutton');
  for (let i = (await quantities.count()) - 1; i > 0; i--) await quantities.nth(i).fill('0');
  await quantities.first().fill('1');
  await choose(deliver.getByRole('combobox', { name: '物流公司' }), '顺丰速运');
  await deliver.getByRole('textbox', { name: '物流单号' }).fill('SF2026112301');
  await deliver.getByRole('button', { name: '确认发货' }).click();
  await expect(deliver.getByText('物流单号不符合顺丰速运的单号规则，例如 SF1402938475611')).toBeVisible();
  await deliver.getByRole('textbox', { name: '物流单号' }).fill('SF202611230101');
  await deliver.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByText('已部分发货')).toBeVisible();
  await expect(row).toContainText('部分发货');
  await row.getByRole('button', { name: '发货' }).click();
  await choose(deliver.getByRole('combobox', { name: '物流公司' }), '京东物流');
  await deliver.getByRole('textbox', { name: '物流单号' }).fill('JDVA20261123010');
  await deliver.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByText('发货成功')).toBeVisible();
  await expect(row).toContainText('已发货');

  await row.getByRole('button', { name: '上传发票' }).click();
  const invoice = page.getByRole('dialog', { name: `上传发票：${orderNo}` });
  await invoice.getByRole('textbox', { name: '发票号码' }).fill('26112301');
  await invoice.getByLabel('开票日期').fill('2026-11-23');
  await invoice.getByLabel('开票日期').press('Enter');
  await invoice.getByLabel('上传发票文件').setInputFiles({
    name: '发票.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(invoice.getByText('发票.pdf')).toBeVisible();
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发票上传成功')).toBeVisible();

  await row.getByRole('button', { name: orderNo }).click();
  const detail = page.getByRole('dialog', { name: `订单详情：${orderNo}` });
  const parcels = detail.getByRole('region', { name: '物流信息' });
  await expect(parcels.getByText('物流单号：SF202611230101')).toBeVisible();
  await expect(parcels.getByText('物流公司：顺丰速运')).toBeVisible();
  await expect(parcels.getByText('物流公司：京东物流')).toBeVisible();
  const invoices = detail.getByRole('region', { name: '发票信息' });
  await expect(invoices.getByRole('cell', { name: '26112301' })).toBeVisible();
  await expect(detail.getByRole('region', { name: '订单信息' })).toContainText('已开票');
  await expectAccessible(page);
});
