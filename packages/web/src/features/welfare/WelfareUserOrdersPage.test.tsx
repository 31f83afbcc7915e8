import { chooseOption } from '@test/support/controls.ts';
import { signInAs } from '@test/support/mock-backend.tsx';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getWelfareOrder, pageWelfareOrders } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/welfare-user-activity-orders.tsx';

withSignedIn('fuli01');

const loaded = { timeout: 10_000 };
const rows = () =>
  within(screen.getByRole('table', { name: '我的福利订单' }))
    .getAllByRole('row')
    .slice(1);

describe('我的福利订单 (welfare user)', () => {
  it('reads only the user’s own orders', async () => {
    const mine = await pageWelfareOrders({ query: { pageNum: 1, pageSize: 100 } });
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.records.map((order) => order.userName))).toEqual(new Set(['冯福利']));
    await signInAs('admin');
    const all = await pageWelfareOrders({ query: { pageNum: 1, pageSize: 100 } });
    const other = all.records.find((order) => order.userName !== '冯福利');
    if (!other) throw new Error('no other user’s welfare order');
    await signInAs('fuli01');
    await expect(getWelfareOrder({ path: { id: other.id } })).rejects.toMatchObject({
      msg: '福利订单不存在或无权查看',
    });
  });

  it('lists the user’s orders, narrows them by state, and opens one with its goods', async () => {
    const mine = await pageWelfareOrders({ query: { pageNum: 1, pageSize: 100 } });
    const received = await pageWelfareOrders({ query: { pageNum: 1, pageSize: 100, status: 2 } });
    expect(received.total).toBeGreaterThan(0);
    expect(received.total).toBeLessThan(mine.total);
    await renderWorkbenchPage('/welfare-user-activity-orders', Route);
    await waitFor(() => expect(screen.getByText(`共 ${mine.total} 条`)).toBeTruthy(), loaded);

    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), '已收货');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${received.total} 条`)).toBeTruthy(), loaded);
    expect(rows().every((row) => row.textContent?.includes('已收货'))).toBe(true);

    const order = received.records[0];
    if (!order) throw new Error('fuli01 has no received welfare order');
    await userEvent.click(screen.getByRole('button', { name: `详情：${order.orderNo}` }));
    const dialog = await screen.findByRole('dialog', { name: '福利订单详情' }, loaded);
    const info = await within(dialog).findByRole('region', { name: '订单信息' }, loaded);
    expect(info.textContent).toContain(order.orderNo);
    const lines = within(within(dialog).getByRole('table', { name: '商品明细' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('opens with the activity a link names', async () => {
    const [first] = (await pageWelfareOrders({ query: { pageNum: 1, pageSize: 1 } })).records;
    if (!first?.welfareId) throw new Error('fuli01 has no welfare order');
    const ofActivity = await pageWelfareOrders({ query: { pageNum: 1, pageSize: 100, welfareId: first.welfareId } });
    await renderWorkbenchPage('/welfare-user-activity-orders', Route, { welfareId: first.welfareId });
    await waitFor(() => expect(screen.getByText(`共 ${ofActivity.total} 条`)).toBeTruthy(), loaded);
    expect(rows().every((row) => row.textContent?.includes(first.welfareName ?? ''))).toBe(true);
  });
});
