import { continueAs, expect, test } from './support.ts';

/** gys01's organisation, the supplier paid. */
const supplier = '北京晨曦办公用品有限公司';

test('the buyer asks for a payment of a signed contract, finance confirms it and the supplier sees it received', async ({
  page,
}) => {
  // caigou01 asks for a first part (10.50) of an unpaid contract with gys01 signed by both sides.
  await continueAs(page, 'caigou01', '/purchase/purchaser-contract?signStatus=2&payStatus=0&size=50');
  const contracts = page.getByRole('table', { name: '采购合同' });
  const row = contracts.getByRole('row').filter({ hasText: supplier }).first();
  await expect(row).toBeVisible();
  const contractNo = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  await row.getByRole('button', { name: '申请付款' }).click();
  const apply = page.getByRole('dialog', { name: `申请付款：${contractNo}` });
  await apply.getByRole('spinbutton', { name: '付款金额（元）' }).fill('10.5');
  await apply.getByRole('textbox', { name: '备注' }).fill('首付款');
  await apply.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('付款申请已提交，等待财务确认')).toBeVisible();

  // caiwu01 confirms it with the bank's transaction number.
  await continueAs(page, 'caiwu01', `/purchase/purchaser-payment-confirm?contractNo=${contractNo}`);
  const waiting = page.getByRole('table', { name: '待确认付款' }).getByRole('row').filter({ hasText: '首付款' });
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: '确认付款' }).click();
  const confirm = page.getByRole('dialog', { name: /^确认付款：/ });
  await confirm.getByRole('textbox', { name: '交易流水号' }).fill('2026111822001456789012');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已确认付款，供应商可在合同中看到已付金额')).toBeVisible();
  await page.goto(`/purchase/purchaser-payment?contractNo=${contractNo}`);
  await expect(
    page.getByRole('table', { name: '付款记录' }).getByRole('row').filter({ hasText: '2026111822001456789012' }),
  ).toContainText('已确认');

  // gys01 sees on its contract what it has received.
  await continueAs(page, 'gys01', `/supplier-contract?contractNo=${contractNo}`);
  const received = page.getByRole('table', { name: '合同列表' }).getByRole('row').filter({ hasText: contractNo });
  await expect(received).toContainText('部分付款');
  await expect(received).toContainText('10.50');
});
