import { apiData, continueAs, expect, test } from './support.ts';

interface Sourcing {
  id: string;
  sourcingName: string;
  commodities?: { id: string }[];
}
interface Order {
  id: string;
  orderNo: string;
  sourcingId: string;
}

test('the project manager chooses the second-lowest quotation with a reason, then the order is confirmed, its contract countersigned and paid', async ({
  page,
}) => {
  const name = `劳保手套询价（${Date.now()}）`;
  // Set-up through the API: xiangmu01 publishes an inquiry (no approval flow), bendi01 and gys01 quote on it, gys01
  // the dearer, and quoting is closed.
  await continueAs(page, 'xiangmu01');
  const year = new Date().getFullYear() + 1;
  const draft = await apiData<Sourcing>(page, '/api/sourcing/save', {
    sourcingName: name,
    supplierScope: 1,
    quoteEndTime: `${year}-06-30 17:00:00`,
    invoiceType: 2,
    deliveryAddress: '山西省太原市小店区长治路111号',
  });
  await apiData(page, '/api/sourcing/saveSourcingCommodity', {
    sourcingId: draft.id,
    goodsName: '丁腈劳保手套',
    unit: '双',
    quantity: 100,
  });
  await apiData(page, '/api/sourcing/submitSourcing', { id: draft.id });
  const sourcing = async () =>
    (await apiData<{ sourcing: Sourcing }>(page, `/api/sourcing/getOnlineSourcingDetailsById/${draft.id}`)).sourcing;
  for (const [account, unitPrice] of [
    ['bendi01', 8.5],
    ['gys01', 9.2],
  ] as const) {
    await continueAs(page, account);
    const line = (await sourcing()).commodities?.[0];
    expect(
      await apiData(page, '/api/sourcing/saveQuotePrice', {
        sourcingId: draft.id,
        deliveryDays: 3,
        items: [{ commodityId: line?.id, unitPrice }],
      }),
    ).toBeTruthy();
  }
  await continueAs(page, 'xiangmu01');
  await apiData(page, '/api/sourcing/editSourcingStateById', { id: draft.id, status: 4 });

  // The journey: gys01's quotation, the second-lowest, is chosen only with a reason.
  await page.goto(`/purchase/sourcing-info-two?id=${draft.id}`);
  const table = page.getByRole('table', { name: '报价对比' });
  await table.getByRole('button', { name: '选定北京晨曦办公用品有限公司的报价' }).click();
  const dialog = page.getByRole('dialog', { name: '选定报价：北京晨曦办公用品有限公司' });
  await dialog.getByRole('button', { name: '确认选定' }).click();
  await expect(dialog.getByText('选定的不是最低报价，请填写选定原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: /选定原因/ }).fill('最低报价供应商无现货');
  await dialog.getByRole('button', { name: '确认选定' }).click();

  // The deal order is confirmed with its receiver and invoice.
  const form = page.getByRole('form', { name: '确认订单' });
  await form.getByRole('textbox', { name: /收货人/ }).fill('李娜');
  await form.getByRole('textbox', { name: /联系电话/ }).fill('13910012345');
  await form.getByRole('textbox', { name: /纳税人识别号/ }).fill('91140000110000000X');
  await form.getByRole('button', { name: '确认订单' }).click();
  const order = page.getByRole('region', { name: '订单信息' });
  await expect(order).toContainText('最低报价供应商无现货');
  await expect(order).toContainText('李娜');
  const orders = await apiData<{ records: Order[] }>(
    page,
    `/api/sourcing/queryOnlineSourcingOrderPageListForPurchase?current=1&size=10&sourcingName=${encodeURIComponent(name)}`,
  );
  const deal = orders.records.find((row) => row.sourcingId === draft.id);

  // gys01 draws the contract up (set-up), xiangmu01 countersigns it and asks finance to pay it.
  await continueAs(page, 'gys01');
  expect(await apiData(page, '/api/sourcing/createOnlineContract', { sourcingOrderId: deal?.id })).toBeTruthy();
  await continueAs(page, 'xiangmu01', `/purchase/sourcing-order-info?id=${deal?.id}&orderNo=${deal?.orderNo}`);
  const contract = page.getByRole('region', { name: '合同信息' });
  await contract.getByRole('button', { name: '会签' }).click();
  await expect(page.getByText('合同已会签，双方签订完成')).toBeVisible();
  await contract.getByRole('button', { name: '申请付款' }).click();
  const apply = page.getByRole('dialog', { name: /^申请付款：/ });
  await expect(apply.getByRole('spinbutton', { name: '付款金额（元）' })).toHaveValue('920');
  await apply.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('付款申请已提交，等待财务确认')).toBeVisible();

  // caiwu01 confirms it; the order's contract is paid.
  await continueAs(page, 'caiwu01', '/purchase/sourcing-payment-confirm?payStatus=0');
  const waiting = page
    .getByRole('row')
    .filter({ hasText: name.slice(0, 6) })
    .filter({ hasText: '920.00' })
    .first();
  await waiting.getByRole('button', { name: '确认付款' }).click();
  const confirm = page.getByRole('dialog', { name: /^确认付款：/ });
  await confirm.getByRole('textbox', { name: '交易流水号' }).fill('2026112922001456789012');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已确认付款/)).toBeVisible();
  await continueAs(page, 'xiangmu01', `/purchase/sourcing-order-info?id=${deal?.id}&orderNo=${deal?.orderNo}`);
  await expect(page.getByRole('region', { name: '合同信息' })).toContainText('已付款');
  await expect(page.getByRole('region', { name: '订单信息' })).toContainText('已付款');
});
