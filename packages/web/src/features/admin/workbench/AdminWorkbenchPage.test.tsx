import { withSignedIn } from '@test/support/workbench.tsx';
import { appRoutePaths, renderHomePage } from '@test/support/workbench-home.tsx';
import { screen, within } from '@testing-library/react';
import { queryAdminWorkBench } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/workbench.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('admin');

const loaded = { timeout: 10_000 };

describe('管理工作台', () => {
  it('shows the platform’s figures and to-dos as the server counts them, each opening its page', async () => {
    const bench = await queryAdminWorkBench();
    await renderHomePage('/workbench', Route);
    const overview = await screen.findByRole('region', { name: '数据概览' }, loaded);
    const cells = within(overview).getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      bench.counts.map(
        (item) => `${item.count}${item.label}${item.amount === undefined ? '' : `¥${formatMoney(item.amount)}`}`,
      ),
    );
    // A figure links to its page once the app has it.
    const linked = (path: string) => (appRoutePaths.includes(path) ? path : null);
    expect(cells.map((cell) => within(cell).queryByRole('link')?.getAttribute('href') ?? null)).toEqual(
      bench.counts.map((item) => linked(item.routePath)),
    );

    const todos = within(screen.getByRole('region', { name: '待办事项' })).getAllByRole('listitem');
    expect(todos.map((row) => row.textContent?.replace(/(去处理：.*|待开放)$/, ''))).toEqual(
      bench.todos.map((item) => `${item.label}${item.count}项`),
    );
    const hrefs = todos.map((row) => within(row).queryByRole('link')?.getAttribute('href') ?? null);
    expect(hrefs.map((href) => href?.split('?')[0] ?? null)).toEqual(bench.todos.map((item) => linked(item.routePath)));
    // A to-do opens its page narrowed to what it counted.
    bench.todos.forEach((item, index) => {
      for (const [name, value] of Object.entries(item.routeQuery ?? {}))
        expect(decodeURIComponent(hrefs[index] ?? '')).toContain(`${name}="${value}"`);
    });
    // The reviews are this workbench's own pages.
    const review = screen.getByRole('link', { name: '去处理：待审核供应商' });
    expect(review.getAttribute('href')).toBe('/audit');
    expect(screen.getByRole('link', { name: '去处理：待审核采购人' }).getAttribute('href')).toBe('/purchase-approve');
    const header = screen.getByRole('heading', { name: '管理工作台' }).parentElement;
    expect(header?.textContent).toContain(`今日成交金额：¥${formatMoney(bench.todayOrderAmount ?? 0)}`);
  });
});
