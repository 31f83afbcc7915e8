import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOnlineSourcingDetails, pageSupplierSourcing, pageSupplierSourcingOrders } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as ContractRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-contract.tsx';
import { Route as OrderListRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-order.tsx';
import { Route as OrderInfoRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-order-info.tsx';
import { Route as TestRoute } from '@/routes/_workbench/(supplier)/supplier-sourcing-test.tsx';

withSignedIn('gys01');

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('寻源订单、合同、测试与概览', () => {
  it('lists the orders the supplier won and narrows them by state', async () => {
    await renderWorkbenchPage('/supplier-sourcing-order', OrderListRoute);
    await waitFor(() => expect(rows('寻源订单').length).toBe(6));
    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), '合同已签');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows('寻源订单').map((row) => row.textContent ?? '');
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('合同已签');
    });
  });

  it('shows an order with the quotation it was won with', async () => {
    const order = (await pageSupplierSourcingOrders({ query: { current: 1, size: 1 } })).records[0];
    if (!order) throw new Error('no sourcing order in the seed');
    await renderWorkbenchPage('/supplier-sourcing-order-info', OrderInfoRoute, {
      id: order.id,
      orderNo: order.orderNo,
    });
    const info = await screen.findByRole('region', { name: '订单信息' });
    expect(info.textContent).toContain(order.orderNo);
    expect(info.textContent).toContain(order.sourcingName);
    const { quotes } = await getOnlineSourcingDetails({ path: { id: order.sourcingId } });
    const won = quotes.find((quote) => quote.id === order.quoteId);
    await screen.findByRole('region', { name: '成交报价' });
    expect(rows('报价明细')).toHaveLength(won?.items?.length ?? -1);
  });

  it('asks before generating a contract and writes nothing when the answer is 取消', async () => {
    await renderWorkbenchPage('/supplier-sourcing-contract', ContractRoute, { status: '0' });
    const button = await screen.findByRole('button', { name: /^生成合同：/ });
    const orderNo = (button.getAttribute('aria-label') ?? '').replace('生成合同：', '');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `生成合同：${orderNo}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '付款条件' }), '验收后30日内付款');
    await userEvent.click(within(dialog).getByRole('button', { name: '生成合同' }));
    const question = await screen.findByRole('alertdialog', { name: '生成合同' });
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '已取消生成合同');
    expect((within(dialog).getByRole('textbox', { name: '付款条件' }) as HTMLTextAreaElement).value).toBe(
      '验收后30日内付款',
    );
    const order = (await pageSupplierSourcingOrders({ query: { orderNo, current: 1, size: 1 } })).records[0];
    expect(order?.contractNo).toBeUndefined();
  });

  it('generates the contract of an order waiting for one over its deal goods', async () => {
    await renderWorkbenchPage('/supplier-sourcing-contract', ContractRoute, { status: '0' });
    const button = await screen.findByRole('button', { name: /^生成合同：/ });
    const orderNo = (button.getAttribute('aria-label') ?? '').replace('生成合同：', '');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `生成合同：${orderNo}` });
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(dialog).queryByText('暂无数据')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '生成合同' }));
    const question = await screen.findByRole('alertdialog', { name: '生成合同' });
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/^合同 HT-XY-.+ 已生成$/)).toBeTruthy();
    const order = (await pageSupplierSourcingOrders({ query: { orderNo, current: 1, size: 1 } })).records[0];
    expect(order?.status).toBe(1);
    // The list refreshes: the order has left the 待签合同 filter.
    await waitFor(() => expect(screen.queryByRole('button', { name: `生成合同：${orderNo}` })).toBeNull());
  });

  it('tries a quotation on a sample inquiry without sending it', async () => {
    const sample = (await pageSupplierSourcing({ query: { status: 3, current: 1, size: 1 } })).records[0];
    if (!sample) throw new Error('no open inquiry in the seed');
    const before = (await getOnlineSourcingDetails({ path: { id: sample.id } })).quotes;
    await renderWorkbenchPage('/supplier-sourcing-test', TestRoute);
    const form = await screen.findByRole('form', { name: '报价单' });
    const prices = within(form).getAllByRole('textbox', { name: /报价单价$/ });
    await userEvent.click(within(form).getByRole('button', { name: '试算报价' }));
    expect(await within(form).findAllByText('此项为必填项')).toHaveLength(prices.length);
    for (const price of prices) {
      await userEvent.clear(price);
      await userEvent.type(price, '10');
    }
    await userEvent.click(within(form).getByRole('button', { name: '试算报价' }));
    const result = await screen.findByRole('region', { name: '试算结果' });
    expect(result.textContent).toContain(`共 ${prices.length} 个商品`);
    expect((await getOnlineSourcingDetails({ path: { id: sample.id } })).quotes).toEqual(before);
  });
});
