import { withSignedIn } from '@test/support/workbench.tsx';
import { renderHomePage } from '@test/support/workbench-home.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryPurchaserWorkBench } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/purchase/my-platform.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('caigou01');

const loaded = { timeout: 10_000 };

describe('我的平台', () => {
  it('shows the purchaser’s figures and to-dos as the server counts them', async () => {
    const bench = await queryPurchaserWorkBench();
    await renderHomePage('/purchase/my-platform', Route);
    const overview = await screen.findByRole('region', { name: '数据概览' }, loaded);
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(bench.counts.map((item) => `${item.count}${item.label}`));
    const todos = within(screen.getByRole('region', { name: '待办事项' })).getAllByRole('listitem');
    expect(todos.length).toBe(bench.todos.length);
    expect(todos.length).toBeGreaterThan(0);
    for (const [index, item] of bench.todos.entries())
      expect(todos[index]?.textContent).toContain(
        `${item.label}${item.count}项${item.amount === undefined ? '' : `金额 ¥${formatMoney(item.amount)}`}`,
      );
    expect(screen.getByRole('heading', { name: bench.orgName })).toBeTruthy();
    // A figure links to its page: the cart's count opens the cart.
    expect(
      within(overview)
        .getByRole('link', { name: /购物车商品/ })
        .getAttribute('href'),
    ).toBe('/purchase/my-cart');
  });

  it('opens a shortcut under the purchaser’s area', async () => {
    await renderHomePage('/purchase/my-platform', Route);
    const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' }, loaded);
    await userEvent.click(within(shortcuts).getByRole('link', { name: '修改密码' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/purchase/modify-password'));
  });
});
