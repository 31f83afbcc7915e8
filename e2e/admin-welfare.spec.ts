import { apiData, choose, continueAs, expect, money, test } from './support.ts';

interface Page<T> {
  records: T[];
}

test('a welfare activity is created with a budget per user, fuli01 orders within it and over it is refused', async ({
  page,
}) => {
  await continueAs(page, 'admin', '/welfare-activity');
  const [supplier] = (
    await apiData<Page<{ supplierId: string; supplierName: string }>>(
      page,
      '/api/welfareSupplier/page?current=1&size=1',
    )
  ).records;
  const fuli01 = (
    await apiData<Page<{ account?: string; userName: string; phone: string }>>(
      page,
      '/api/welfareUser/page?current=1&size=500',
    )
  ).records.find((row) => row.account === 'fuli01');
  if (!supplier || !fuli01) throw new Error('the seed holds welfare suppliers and fuli01 taking part in activities');

  // The administrator creates the activity through its form, then adds fuli01 to it.
  const name = '2026年冬季员工福利';
  await page.getByRole('button', { name: '新增福利活动' }).click();
  const form = page.getByRole('dialog', { name: '新增福利活动' });
  await form.getByRole('textbox', { name: '活动名称' }).fill(name);
  for (const [label, day] of [
    ['开始时间', '2026-01-01'],
    ['结束时间', '2030-12-31'],
  ] as const) {
    await form.getByLabel(new RegExp(`${label}$`)).fill(day);
    await form.getByLabel(new RegExp(`${label}$`)).press('Enter');
  }
  await form.getByRole('spinbutton', { name: '每人额度（元）' }).fill('1000');
  await form.getByRole('checkbox', { name: supplier.supplierName }).check();
  await form.getByRole('button', { name: '确定' }).click();
  const row = page.getByRole('table', { name: '福利活动列表' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await row.getByRole('button', { name: '活动用户' }).click();
  await page.getByRole('button', { name: '新增福利用户' }).click();
  const userForm = page.getByRole('dialog', { name: '新增福利用户' });
  await userForm.getByRole('textbox', { name: '姓名' }).fill(fuli01.userName);
  await userForm.getByRole('textbox', { name: '手机号' }).fill(fuli01.phone);
  await userForm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('table', { name: '福利用户列表' })).toContainText(fuli01.phone);

  const [activity] = (await apiData<Page<{ id: string }>>(page, `/api/welfare/page?welfareName=${name}`)).records;
  const goods = (
    await apiData<Page<{ name: string; price: number; supplierName?: string }>>(
      page,
      `/api/welfare/goods?welfareId=${activity?.id}&size=100`,
    )
  ).records.find((item) => item.price >= 20 && item.price <= 1000);
  if (!activity || !goods) throw new Error('the supplier has goods between ¥20 and ¥1000 on the shelf');

  // fuli01 orders over the budget, is refused with the backend's message, and orders within it.
  await continueAs(page, 'fuli01', `/welfare-user-activities?id=${activity.id}`);
  await page.getByRole('dialog', { name: '福利活动详情' }).getByRole('button', { name: '下单' }).click();
  const order = page.getByRole('dialog', { name: `福利下单：${name}` });
  await choose(
    order.getByRole('combobox', { name: '商品1' }),
    `${goods.name}（¥${money(goods.price)}）${goods.supplierName ? `｜${goods.supplierName}` : ''}`,
  );
  const over = Math.floor(1000 / goods.price) + 1;
  await order.getByRole('spinbutton', { name: '数量' }).fill(String(over));
  await order.getByRole('textbox', { name: '收货地址' }).fill('山东省济南市历下区经十路9999号');
  await order.getByRole('button', { name: '提交订单' }).click();
  await expect(order).toContainText(`订单金额¥${(goods.price * over).toFixed(2)}超出福利余额¥1000.00，请调整商品数量`);
  await order.getByRole('spinbutton', { name: '数量' }).fill('1');
  await order.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  await page.goto(`/welfare-user-activity-orders?welfareId=${activity.id}`);
  const orders = page.getByRole('table', { name: '我的福利订单' }).getByRole('row').filter({ hasText: name });
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText(money(goods.price));
});
