import { withSignedIn } from '@test/support/workbench.tsx';
import { renderHomePage } from '@test/support/workbench-home.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAccount, getAbleAccountPage, querySupplierWorkBench } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-workbench.tsx';

withSignedIn('gys01');

const open = () => renderHomePage('/supplier-workbench', Route);
const loaded = { timeout: 10_000 };

describe('工作台', () => {
  it('shows the supplier’s counts and to-dos, each opening its page', async () => {
    const bench = await querySupplierWorkBench();
    await open();
    const overview = await screen.findByRole('region', { name: '数据概览' }, loaded);
    for (const item of bench.counts) {
      const link = within(overview).getByRole('link', { name: `${item.count}${item.label}` });
      expect(link.getAttribute('href')).toContain(item.routePath);
      for (const [name, value] of Object.entries(item.routeQuery ?? {}))
        expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(`${name}="${value}"`);
    }
    const todos = screen.getByRole('region', { name: '待办事项' });
    expect(within(todos).getAllByRole('listitem')).toHaveLength(bench.todos.length);
    expect(screen.getByRole('heading', { name: bench.supplierName })).toBeTruthy();

    const onShelf = bench.counts.find((item) => item.key === 'goodsOnShelf');
    await userEvent.click(within(overview).getByRole('link', { name: `${onShelf?.count}上架商品` }));
    await waitFor(() =>
      expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).toBe(
        '/e-commerce-putaway?goodsState="1"',
      ),
    );
  });

  it('opens a to-do’s page', async () => {
    await open();
    const todos = await screen.findByRole('region', { name: '待办事项' }, loaded);
    await userEvent.click(within(todos).getByRole('link', { name: '去处理：待确认结算单' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/account-list/));
  });

  it('counts a statement the supplier has just generated among those to confirm', async () => {
    const count = async () =>
      (await querySupplierWorkBench()).todos.find((item) => item.key === 'statementsToConfirm')?.count ?? 0;
    const before = await count();
    const [order] = (await getAbleAccountPage({ query: { pageNum: 1, pageSize: 1 } })).records;
    if (!order) throw new Error('gys01 has no reconcilable order');
    await createAccount({ body: { purchaserId: order.purchaserId, orderIds: [order.id] } });
    expect(await count()).toBe(before + 1);

    await open();
    const todos = await screen.findByRole('region', { name: '待办事项' }, loaded);
    const row = within(todos)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('待确认结算单'));
    expect(row?.textContent).toContain(`待确认结算单${before + 1}项`);
  });
});
