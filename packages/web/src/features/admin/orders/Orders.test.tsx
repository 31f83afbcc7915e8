import { chooseOption } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrder, getOrderSumPriceAndCount, listOrderInterfaceErrs, listOrders } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as FailureRoute } from '@/routes/_workbench/(admin)/order-failure-list.tsx';
import { Route } from '@/routes/_workbench/(admin)/order-manager.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('admin');

describe('订单管理', () => {
  it('sums what is filtered, and moves an order on from its detail only to the states it allows', async () => {
    const query = { status: 3 as const };
    const [order] = (await listOrders({ query })).records;
    if (!order) throw new Error('the seed has orders waiting to be shipped');
    const totals = await getOrderSumPriceAndCount({ query });
    await renderWorkbenchPage('/order-manager', Route, query);
    const sum = await screen.findByRole('status', { name: '筛选合计' }, loaded);
    expect(sum.textContent).toBe(`共 ${totals.orderCount} 笔订单，合计金额¥${formatMoney(totals.totalPrice)}`);

    const row = await rowOf('订单列表', order.orderNo);
    await userEvent.click(within(row).getByRole('button', { name: '详情' }));
    const details = await screen.findByRole('dialog', { name: `订单详情：${order.orderNo}` });
    await waitFor(() => expect(within(details).getByRole('region', { name: '订单信息' })).toBeTruthy(), loaded);
    await userEvent.click(within(details).getByRole('button', { name: '更新状态' }));
    const form = await screen.findByRole('dialog', { name: `更新订单状态：${order.orderNo}` });
    await userEvent.click(within(form).getByRole('combobox', { name: '变更为' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['部分发货', '已发货']);
    await userEvent.keyboard('{Escape}');
    await chooseOption(within(form).getByRole('combobox', { name: '变更为' }), '已发货');
    await userEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('订单状态已更新', {}, loaded)).toBeTruthy();
    expect((await getOrder({ path: { id: order.id } })).status).toBe(5);
  });

  it('returns an order with the reason both sides read', async () => {
    const [order] = (await listOrders({ query: { status: 2 } })).records;
    if (!order) throw new Error('the seed has orders waiting for the supplier');
    await renderWorkbenchPage('/order-manager', Route, { orderNo: order.orderNo });
    await userEvent.click(within(await rowOf('订单列表', order.orderNo)).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退回' }));
    await save();
    expect(await within(dialog()).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '退回原因' }), '供应商无法按期供货');
    await save();
    expect(await screen.findByText('订单已退回', {}, loaded)).toBeTruthy();
    expect(await getOrder({ path: { id: order.id } })).toMatchObject({ status: 9, returnReason: '供应商无法按期供货' });
    await waitFor(async () => expect((await rowOf('订单列表', order.orderNo)).textContent).toContain('已退回'), loaded);
  });
});

describe('失败订单', () => {
  it('shows why a hand-over failed, and marks it handled after a confirmation', async () => {
    const [failure] = (await listOrderInterfaceErrs({ query: { flag: 0 } })).records;
    if (!failure) throw new Error('the seed has open failed hand-overs');
    await renderWorkbenchPage('/order-failure-list', FailureRoute, { flag: 0 });
    const row = await rowOf('失败订单', failure.orderNo);
    expect(row.textContent).toContain(failure.errorMsg);
    expect(row.textContent).toContain('未处理');
    await userEvent.click(within(row).getByRole('button', { name: '标记已处理' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已标记为已处理', {}, loaded)).toBeTruthy();
    await waitFor(
      async () =>
        expect((await listOrderInterfaceErrs({ query: { orderNo: failure.orderNo } })).records[0]?.flag).toBe(1),
      loaded,
    );
  });

  it('retries a hand-over: one that goes through leaves the open ones', async () => {
    const [failure] = (await listOrderInterfaceErrs({ query: { flag: 0 } })).records;
    if (!failure) throw new Error('the seed has open failed hand-overs');
    await renderWorkbenchPage('/order-failure-list', FailureRoute, { flag: 0 });
    await userEvent.click(within(await rowOf('失败订单', failure.orderNo)).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(`订单 ${failure.orderNo} 已重新推送成功`, {}, loaded)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByRole('table', { name: '失败订单' }).textContent).not.toContain(failure.orderNo),
      loaded,
    );
  });
});
