import { choose, continueAs, expect, test } from './support.ts';

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const planName = '物资供应部年度备品备件采购计划';

test('a purchase plan is written and submitted by the buyer, approved by the approver, and an order is bound to it', async ({
  page,
}) => {
  // caigou01 writes the plan and submits it to 赵审批 (shenpi01).
  await continueAs(page, 'caigou01', '/purchase/purchase-plan-list');
  await page.getByRole('button', { name: '新增采购计划' }).click();
  const form = page.getByRole('dialog', { name: '新增采购计划' });
  await form.getByRole('textbox', { name: '计划名称' }).fill(planName);
  for (const [label, value] of [
    ['有效期开始', day(0)],
    ['有效期结束', day(120)],
  ] as const) {
    const field = form.getByRole('combobox', { name: label });
    await field.fill(value);
    await field.press('Enter');
  }
  await form.getByRole('textbox', { name: '商品名称1' }).fill('液压支架密封件');
  await form.getByRole('spinbutton', { name: '计划单价' }).fill('5000');
  await form.getByRole('spinbutton', { name: '数量' }).fill('10');
  await form.getByRole('checkbox', { name: /赵审批/ }).check();
  await form.getByRole('checkbox', { name: '保存后提交审批' }).check();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('采购计划已提交审批')).toBeVisible();
  const row = page.getByRole('table', { name: '采购计划' }).getByRole('row').filter({ hasText: planName });
  await expect(row).toContainText('审批中');
  const planNo = ((await row.getByRole('cell').first().textContent()) ?? '').trim();

  // shenpi01 approves it.
  await continueAs(page, 'shenpi01', `/purchase/purchase-plan-check?planNo=${planNo}`);
  await page
    .getByRole('table', { name: '待审批采购计划' })
    .getByRole('row')
    .filter({ hasText: planNo })
    .getByRole('button', { name: '审批' })
    .click();
  const check = page.getByRole('form', { name: '审批' });
  await choose(check.getByRole('combobox', { name: '审批结果' }), '同意');
  await check.getByRole('textbox', { name: '审批意见' }).fill('同意，按计划执行');
  await check.getByRole('button', { name: '提交审批结果' }).click();
  await expect(page.getByText('已同意该采购计划')).toBeVisible();

  // caigou01 binds an order the plan can take.
  await continueAs(page, 'caigou01', '/purchase/purchase-plan-contact');
  await choose(page.getByRole('combobox', { name: '采购计划' }), `${planNo} ${planName}`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('计划剩余金额：')).toContainText('50,000.00');
  const orders = page.getByRole('table', { name: '可关联订单' }).getByRole('row');
  await expect(orders.nth(1)).toBeVisible();
  const amounts = await orders.evaluateAll((rows) =>
    rows.slice(1).map((row) => Number((row.querySelectorAll('td')[4]?.textContent ?? '').replace(/[^\d.]/g, ''))),
  );
  const index = amounts.findIndex((amount) => amount > 0 && amount <= 50_000);
  expect(index).toBeGreaterThanOrEqual(0);
  await orders
    .nth(index + 1)
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: '绑定到采购计划' }).click();
  await expect(page.getByText('已将 1 个订单绑定到采购计划')).toBeVisible();

  await page.goto(`/purchase/purchase-plan-list?planNo=${planNo}`);
  const bound = page.getByRole('table', { name: '采购计划' }).getByRole('row').filter({ hasText: planNo });
  await expect(bound.getByRole('cell').nth(4)).not.toHaveText('0.00');
});
