import { chooseOption } from '@test/support/controls.ts';
import { signInAs } from '@test/support/mock-backend.tsx';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWelfareGoods, pageWelfareSuppliers, pageWelfares, pageWelfareUsers, updateWelfare } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { goodsLabel } from '@/features/welfare/welfare-order-form.ts';
import { Route } from '@/routes/_workbench/(admin)/welfare-user-activities.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('fuli01');

const loaded = { timeout: 10_000 };
const table = () => screen.getByRole('table', { name: '福利活动' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('福利活动 (welfare user)', () => {
  it('reads only the activities the user takes part in, and only their own memberships', async () => {
    const mine = await pageWelfares({ query: { current: 1, size: 100 } });
    const memberships = await pageWelfareUsers({ query: { current: 1, size: 100 } });
    expect(memberships.records.length).toBeGreaterThan(0);
    expect(new Set(memberships.records.map((row) => row.account))).toEqual(new Set(['fuli01']));
    expect(new Set(mine.records.map((row) => row.id))).toEqual(
      new Set(memberships.records.map((row) => row.welfareId)),
    );
    await signInAs('admin');
    const users = await pageWelfareUsers({ query: { current: 1, size: 1 } });
    expect(users.total).toBeGreaterThan(memberships.total);
  });

  it('lists the activities with the user’s balance, narrows them by state, and opens one', async () => {
    const all = await pageWelfares({ query: { current: 1, size: 100 } });
    const running = await pageWelfares({ query: { current: 1, size: 100, status: 1 } });
    const memberships = await pageWelfareUsers({ query: { current: 1, size: 100 } });
    expect(running.total).toBeGreaterThan(0);
    expect(running.total).toBeLessThan(all.total);
    await renderWorkbenchPage('/welfare-user-activities', Route);
    await waitFor(() => expect(screen.getByText(`共 ${all.total} 条`)).toBeTruthy(), loaded);

    await chooseOption(screen.getByRole('combobox', { name: '活动状态' }), '进行中');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${running.total} 条`)).toBeTruthy(), loaded);
    expect(rows().every((row) => row.textContent?.includes('进行中'))).toBe(true);

    const first = running.records[0];
    const member = memberships.records.find((row) => row.welfareId === first?.id);
    if (!first || !member) throw new Error('fuli01 takes part in no running activity');
    const row = rows().find((each) => each.textContent?.includes(first.welfareName)) as HTMLElement;
    expect(row.textContent).toContain(formatMoney(member.balance ?? member.quotaAmount - member.usedAmount));
    await userEvent.click(within(row).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '福利活动详情' }, loaded);
    const info = await within(dialog).findByRole('region', { name: '活动信息' }, loaded);
    expect(info.textContent).toContain(first.welfareName);
    expect(within(dialog).getByRole('region', { name: '我的福利' }).textContent).toContain(
      `可用余额：¥${formatMoney(member.balance ?? 0)}`,
    );
  });

  it('orders lines of a running activity’s goods with their total shown against the balance, and shows the refusal of an order over it', async () => {
    const running = (await pageWelfares({ query: { current: 1, size: 100, status: 1 } })).records;
    const memberships = (await pageWelfareUsers({ query: { current: 1, size: 100 } })).records;
    const member = memberships.find(
      (row) => running.some((welfare) => welfare.id === row.welfareId) && (row.balance ?? 0) > 0,
    );
    const welfare = running.find((row) => row.id === member?.welfareId);
    if (!member || !welfare) throw new Error('fuli01 has a balance in a running activity');
    const balance = member.balance ?? 0;
    const goods = (await pageWelfareGoods({ query: { welfareId: welfare.id, size: 100 } })).records;
    const item = goods.find((row) => row.price <= balance && row.price * 99 > balance);
    if (!item) throw new Error('the activity offers a goods item within the balance');
    const another = goods.find((row) => row.supplierId === item.supplierId && row.id !== item.id);
    if (!another) throw new Error('the activity offers two goods of one supplier');
    const form = await openOrderForm(welfare);
    await chooseOption(within(form).getByRole('combobox', { name: /商品1$/ }), goodsLabel(item));
    const over = Math.floor(balance / item.price) + 1;
    const line = (n: number) => within(form).getByRole('group', { name: `第${n}行` });
    await userEvent.clear(within(line(1)).getByLabelText(/数量$/));
    await userEvent.type(within(line(1)).getByLabelText(/数量$/), String(over));
    const total = () => within(form).getByRole('status').textContent;
    expect(total()).toBe(
      `合计 ¥${formatMoney(item.price * over)}，可用余额 ¥${formatMoney(balance)}超出余额 ¥${formatMoney(item.price * over - balance)}`,
    );
    await userEvent.type(within(form).getByLabelText(/收货地址$/), '山东省济南市历下区经十路9999号');
    await userEvent.click(within(form).getByRole('button', { name: '提交订单' }));
    const message = `订单金额¥${(item.price * over).toFixed(2)}超出福利余额¥${balance.toFixed(2)}，请调整商品数量`;
    expect(await within(form).findByText(message, {}, loaded)).toBeTruthy();

    // A second line offers the first line's supplier's goods, less the one taken.
    await userEvent.clear(within(line(1)).getByLabelText(/数量$/));
    await userEvent.type(within(line(1)).getByLabelText(/数量$/), '1');
    await userEvent.click(within(form).getByRole('button', { name: '添加商品' }));
    await userEvent.click(within(line(2)).getByRole('combobox', { name: /商品2$/ }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toContain(goodsLabel(another));
    expect(offered).not.toContain(goodsLabel(item));
    await userEvent.click(screen.getByRole('option', { name: goodsLabel(another) }));
    const sum = item.price + another.price;
    expect(total()).toContain(`合计 ¥${formatMoney(sum)}，可用余额 ¥${formatMoney(balance)}`);
    if (sum > balance) await userEvent.click(within(line(2)).getByRole('button', { name: '删除第2行' }));
    await userEvent.click(within(form).getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('下单成功', {}, loaded)).toBeTruthy();
    const after = (await pageWelfareUsers({ query: { current: 1, size: 100 } })).records.find(
      (row) => row.id === member.id,
    );
    expect(after?.balance).toBeCloseTo(balance - (sum > balance ? item.price : sum), 2);
  });

  it('finds by name, as the user types, the goods past the first hundred of those the activity offers', async () => {
    const running = (await pageWelfares({ query: { current: 1, size: 100, status: 1 } })).records;
    const memberships = (await pageWelfareUsers({ query: { current: 1, size: 100 } })).records;
    const welfare = running.find((row) => memberships.some((member) => member.welfareId === row.id));
    if (!welfare) throw new Error('fuli01 takes part in a running activity');
    const [far] = (await pageWelfareGoods({ query: { welfareId: welfare.id, current: 2, size: 100 } })).records;
    if (!far) throw new Error('the activity offers over a hundred goods');
    const form = await openOrderForm(welfare);
    const goods = within(form).getByRole('combobox', { name: /商品1$/ });
    await userEvent.click(goods);
    const first = (await screen.findAllByRole('option', {}, loaded)).map((option) => option.textContent);
    expect(first).toHaveLength(100);
    expect(first).not.toContain(goodsLabel(far));
    await userEvent.type(goods, far.name);
    const [match] = await screen.findAllByRole('option', { name: goodsLabel(far) }, loaded);
    await userEvent.click(match as HTMLElement);
    expect(within(form).getByRole('status').textContent).toContain(`合计 ¥${formatMoney(far.price)}`);
  });

  it('offers only the goods of the suppliers admitted for the activity’s welfare categories', async () => {
    const running = (await pageWelfares({ query: { current: 1, size: 100, status: 1 } })).records;
    await signInAs('admin');
    const suppliers = (await pageWelfareSuppliers({ query: { current: 1, size: 100, status: 1 } })).records;
    const [inside] = suppliers;
    const outside = suppliers.find((row) => !row.categoryIds?.some((id) => inside?.categoryIds?.includes(id)));
    const welfare = running[0];
    if (!inside || !outside || !welfare) throw new Error('two welfare suppliers of different categories');
    await updateWelfare({
      body: { ...welfare, supplierIds: [inside.supplierId, outside.supplierId], categoryIds: inside.categoryIds },
    });
    await signInAs('fuli01');
    const form = await openOrderForm(welfare);
    await userEvent.click(within(form).getByRole('combobox', { name: /商品1$/ }));
    const offered = (await screen.findAllByRole('option', {}, loaded)).map((option) => option.textContent ?? '');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((label) => label.endsWith(`｜${inside.supplierName}`))).toBe(true);
  });
});

/** The order form of an activity, from its detail's 下单. */
async function openOrderForm(welfare: { id: string; welfareName: string }) {
  await renderWorkbenchPage('/welfare-user-activities', Route, { id: welfare.id });
  const detail = await screen.findByRole('dialog', { name: '福利活动详情' }, loaded);
  await userEvent.click(await within(detail).findByRole('button', { name: '下单' }, loaded));
  return screen.findByRole('dialog', { name: `福利下单：${welfare.welfareName}` });
}
