import { signInAs as signInBackend } from '@test/support/mock-backend.tsx';
import { withSignedIn } from '@test/support/workbench.tsx';
import { renderHomePage } from '@test/support/workbench-home.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaserPagesOf } from '@zc/routes';
import { queryPurchaserWorkBench } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/purchase/my-platform.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { refreshSessionState } from '@/shared/session/session.ts';

withSignedIn('caigou01');

const loaded = { timeout: 10_000 };

/** The server's figures and to-dos whose pages the role holds (the server writes them without /purchase). */
async function benchOf(role: string) {
  const bench = await queryPurchaserWorkBench();
  const held = purchaserPagesOf([role]);
  const holds = (item: { routePath: string }) => held.has(`/purchase${item.routePath}`) || held.has(item.routePath);
  return { ...bench, counts: bench.counts.filter(holds), todos: bench.todos.filter(holds) };
}

const texts = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .queryAllByRole('listitem')
    .map((cell) => cell.textContent);

describe('我的平台', () => {
  it('shows the purchaser’s figures and to-dos as the server counts them, those of the buyer’s pages', async () => {
    const bench = await benchOf('purchaser');
    await renderHomePage('/purchase/my-platform', Route);
    const overview = await screen.findByRole('region', { name: '数据概览' }, loaded);
    expect(texts('数据概览')).toEqual(bench.counts.map((item) => `${item.count}${item.label}`));
    const todos = texts('待办事项');
    expect(todos.length).toBe(bench.todos.length);
    expect(todos.length).toBeGreaterThan(0);
    for (const [index, item] of bench.todos.entries())
      expect(todos[index]).toContain(
        `${item.label}${item.count}项${item.amount === undefined ? '' : `金额 ¥${formatMoney(item.amount)}`}`,
      );
    expect(screen.getByRole('heading', { name: bench.orgName })).toBeTruthy();
    // A figure links to its page: the cart's count opens the cart.
    expect(
      within(overview)
        .getByRole('link', { name: /购物车商品/ })
        .getAttribute('href'),
    ).toBe('/purchase/my-cart');
    expect(screen.queryByText('待审批订单')).toBeNull();
    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(shortcuts.queryByText('付款确认')).toBeNull();
    expect(shortcuts.queryByText('订单审批')).toBeNull();
  });

  it('opens a shortcut under the purchaser’s area', async () => {
    await renderHomePage('/purchase/my-platform', Route);
    const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' }, loaded);
    await userEvent.click(within(shortcuts).getByRole('link', { name: '修改密码' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/purchase/modify-password'));
  });

  it('shows the approver its approvals and finance its payments, not the buyer’s cart', async () => {
    for (const [account, role, shortcut] of [
      ['shenpi01', 'approver', '订单审批'],
      ['caiwu01', 'finance', '付款确认'],
    ] as const) {
      await signInBackend(account);
      refreshSessionState();
      const bench = await benchOf(role);
      const { unmount } = await renderHomePage('/purchase/my-platform', Route);
      const shortcuts = await screen.findByRole('navigation', { name: '快捷入口' }, loaded);
      expect(within(shortcuts).getByRole('link', { name: shortcut })).toBeTruthy();
      expect(within(shortcuts).queryByText('我的购物车')).toBeNull();
      expect(texts('数据概览')).toEqual(bench.counts.map((item) => `${item.count}${item.label}`));
      expect(texts('待办事项').length).toBe(bench.todos.length);
      expect(screen.queryByText('购物车商品')).toBeNull();
      unmount();
    }
  });
});
