// The project manager's online sourcing: an invited inquiry needs its suppliers, a quotation other than the lowest
// is chosen only with a reason, and the deal order is confirmed with its address and invoice.

import { chooseOption, typeDate } from '@test/support/controls.ts';
import { loaded } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOnlineSourcingDetails, pagePurchaserSourcing, pagePurchaserSourcingOrders } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as MySourcingAdd } from '@/routes/_workbench/purchase/my-sourcing-add.tsx';
import { Route as ConfirmOrder } from '@/routes/_workbench/purchase/sourcing-confirm-order.tsx';
import { Route as InfoTwo } from '@/routes/_workbench/purchase/sourcing-info-two.tsx';

withSignedIn('xiangmu01');

describe('新增寻源', () => {
  it('asks for the invited suppliers of an invited inquiry, then keeps it a draft and goes on to its goods', async () => {
    const name = '2027年第一季度劳保手套邀请询价';
    await renderWorkbenchPage('/purchase/my-sourcing-add', MySourcingAdd);
    const form = await screen.findByRole('form', { name: '询价单' }, loaded);
    await userEvent.type(within(form).getByRole('textbox', { name: /询价标题/ }), name);
    await typeDate(within(form).getByLabelText(/报价截止时间$/), '2027-03-01');
    await chooseOption(within(form).getByRole('combobox', { name: /寻源方式/ }), '邀请寻源');
    await userEvent.click(within(form).getByRole('button', { name: '保存并添加商品' }));
    expect(await within(form).findByText('邀请寻源须至少邀请一家供应商')).toBeTruthy();

    const suppliers = await within(form).findByRole('list', { name: '可邀请供应商' });
    const [first] = await within(suppliers).findAllByRole('checkbox');
    if (!first) throw new Error('no supplier to invite');
    await userEvent.click(first);
    await userEvent.click(within(form).getByRole('button', { name: '保存并添加商品' }));
    expect(await screen.findByText('询价单已保存，请添加询价商品')).toBeTruthy();
    const [draft] = (await pagePurchaserSourcing({ query: { current: 1, size: 1, sourcingName: name } })).records;
    expect(draft).toMatchObject({ status: 0, supplierScope: 2 });
    expect(draft?.invitedSuppliers).toHaveLength(1);
    const where = screen.getByTestId('location').textContent ?? '';
    expect(where).toContain('/purchase/sourcing-add-list?id=');
    expect(where).toContain(draft?.id);
  });
});

describe('寻源详情（报价）', () => {
  it('chooses the second-lowest quotation only with a reason, which its deal order keeps', async () => {
    const [closed] = (await pagePurchaserSourcing({ query: { current: 1, size: 1, status: 4 } })).records;
    if (!closed) throw new Error('no inquiry waiting for its choice');
    const { quotes } = await getOnlineSourcingDetails({ path: { id: closed.id } });
    const [, second] = [...quotes].sort((a, b) => a.totalPrice - b.totalPrice);
    if (!second) throw new Error('fewer than two quotations');
    await renderWorkbenchPage('/purchase/sourcing-info-two', InfoTwo, { id: closed.id });
    const table = await screen.findByRole('table', { name: '报价对比' }, loaded);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain(second.supplierName);
    await userEvent.click(within(table).getByRole('button', { name: `选定${second.supplierName}的报价` }));
    const dialog = await screen.findByRole('dialog', { name: `选定报价：${second.supplierName}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认选定' }));
    expect(await within(dialog).findByText('选定的不是最低报价，请填写选定原因')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /选定原因/ }), '最低报价供应商交货期过长');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认选定' }));
    expect(await screen.findByText('已选定报价，成交订单已生成，请确认收货地址和发票')).toBeTruthy();
    const orders = await pagePurchaserSourcingOrders({
      query: { current: 1, size: 10, sourcingName: closed.sourcingName },
    });
    const order = orders.records.find((row) => row.sourcingId === closed.id);
    expect(order).toMatchObject({ supplierId: second.supplierId, chooseReason: '最低报价供应商交货期过长' });
    const where = screen.getByTestId('location').textContent ?? '';
    expect(where).toContain('/purchase/sourcing-confirm-order?id=');
    expect(where).toContain(order?.id);
  });
});

describe('寻源确认订单', () => {
  it('asks for the taxpayer number of a special invoice, then confirms the order', async () => {
    const [closed] = (await pagePurchaserSourcing({ query: { current: 1, size: 1, status: 4 } })).records;
    if (!closed) throw new Error('no inquiry waiting for its choice');
    const { quotes } = await getOnlineSourcingDetails({ path: { id: closed.id } });
    const [lowest] = [...quotes].sort((a, b) => a.totalPrice - b.totalPrice);
    await renderWorkbenchPage('/purchase/sourcing-info-two', InfoTwo, { id: closed.id });
    const table = await screen.findByRole('table', { name: '报价对比' }, loaded);
    await userEvent.click(within(table).getByRole('button', { name: `选定${lowest?.supplierName}的报价` }));
    const dialog = await screen.findByRole('dialog', { name: `选定报价：${lowest?.supplierName}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认选定' }));
    await screen.findByText('已选定报价，成交订单已生成，请确认收货地址和发票');
    const orders = await pagePurchaserSourcingOrders({
      query: { current: 1, size: 10, sourcingName: closed.sourcingName },
    });
    const order = orders.records.find((row) => row.sourcingId === closed.id);
    if (!order) throw new Error('no deal order');

    await renderWorkbenchPage('/purchase/sourcing-confirm-order', ConfirmOrder, { id: order.id });
    const form = await screen.findByRole('form', { name: '确认订单' }, loaded);
    await userEvent.type(within(form).getByRole('textbox', { name: /收货人/ }), '李娜');
    await userEvent.type(within(form).getByRole('textbox', { name: /联系电话/ }), '13910012345');
    await userEvent.click(within(form).getByRole('button', { name: '确认订单' }));
    expect(await within(form).findByText('增值税专用发票须填写纳税人识别号')).toBeTruthy();

    await userEvent.type(within(form).getByRole('textbox', { name: /纳税人识别号/ }), '91140000110000000X');
    await userEvent.click(within(form).getByRole('button', { name: '确认订单' }));
    // Confirmed, the order's page opens.
    await waitFor(() =>
      expect(screen.getAllByTestId('location').at(-1)?.textContent).toContain('/purchase/sourcing-order-info?id='),
    );
    const confirmed = (await pagePurchaserSourcingOrders({ query: { current: 1, size: 10, orderNo: order.orderNo } }))
      .records[0];
    expect(confirmed).toMatchObject({ receiverName: '李娜', invoiceTaxNo: '91140000110000000X' });
    expect(confirmed?.confirmTime).toBeTruthy();
  });
});
