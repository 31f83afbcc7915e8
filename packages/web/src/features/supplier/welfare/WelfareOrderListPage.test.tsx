import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplierWelfareOrderList } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-welfare-order.tsx';
import { Route as InfoRoute } from '@/routes/_workbench/(supplier)/supplier-welfare-order-info.tsx';

withSignedIn('gys01');

const rows = () =>
  within(screen.getByRole('table', { name: '福利订单' }))
    .getAllByRole('row')
    .slice(1);

describe('福利订单', () => {
  it('lists the welfare orders, narrows them by state, and syncs one', async () => {
    await renderWorkbenchPage('/supplier-welfare-order', Route);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '订单状态' }), '已发货');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('已发货'))).toBe(true);
    });
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '同步' }));
    expect(await screen.findByText('同步成功')).toBeTruthy();
  });

  it('shows a welfare order with its goods', async () => {
    const order = (await supplierWelfareOrderList({ query: { pageNum: 1, pageSize: 1 } })).records[0];
    if (!order) throw new Error('no welfare order in the seed');
    await renderWorkbenchPage('/supplier-welfare-order-info', InfoRoute, { id: order.id });
    const info = await screen.findByRole('region', { name: '订单信息' });
    expect(within(info).getByText(order.orderNo)).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: '商品明细' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines.length).toBeGreaterThan(0);
  });
});
