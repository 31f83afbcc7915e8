import { renderHomePage } from '@test/support/workbench-home.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type BenchItem, WorkbenchHome } from './WorkbenchHome.tsx';

const counts: BenchItem[] = [
  { key: 'orders', label: '待发货订单', count: 7, routePath: '/data-center', routeQuery: { status: '2' } },
  { key: 'password', label: '修改密码', count: 1, routePath: '/modify-password' },
  { key: 'later', label: '尚未建成', count: 3, amount: 1234.5, routePath: '/no-such-page' },
];

function Home() {
  return (
    <WorkbenchHome
      title="测试工作台"
      counts={counts}
      todos={[counts[2] as BenchItem, counts[0] as BenchItem]}
      messages={[{ id: '9', title: '系统通知', sendTime: '2026-11-20 09:30:00' }]}
      messagePath="/supplier-msg-info"
      shortcuts={[
        { path: '/account-list', label: '对账单列表' },
        { path: '/no-such-page', label: '尚未建成' },
      ]}
      area="/purchase"
    />
  );
}

afterEach(cleanup);

const open = () => renderHomePage('/home-under-test', { options: { component: Home } });

describe('the workbench home', () => {
  it('links a figure to its page with the server’s filter, and opens it', async () => {
    await open();
    const overview = screen.getByRole('region', { name: '数据概览' });
    const link = within(overview).getByRole('link', { name: '7待发货订单' });
    // Search values are written as the router writes them (JSON: the string "2").
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/data-center?status="2"');
    await userEvent.click(link);
    await waitFor(() =>
      expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).toBe('/data-center?status="2"'),
    );
  });

  it('finds a page the server writes without its area under that area', async () => {
    await open();
    const link = within(screen.getByRole('region', { name: '数据概览' })).getByRole('link', { name: '1修改密码' });
    expect(link.getAttribute('href')).toBe('/purchase/modify-password');
  });

  it('shows a figure, a to-do and a shortcut whose page is not built yet without a link', async () => {
    await open();
    const overview = screen.getByRole('region', { name: '数据概览' });
    expect(within(overview).getByText('尚未建成')).toBeTruthy();
    expect(within(overview).getByText('¥1,234.50')).toBeTruthy();
    expect(within(overview).getAllByRole('link')).toHaveLength(2);
    const todos = within(screen.getByRole('region', { name: '待办事项' })).getAllByRole('listitem');
    expect(todos[0]?.textContent).toContain('待开放');
    expect(within(todos[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(todos[1] as HTMLElement).getByRole('link', { name: '去处理：待发货订单' })).toBeTruthy();
    const shortcuts = screen.getByRole('navigation', { name: '快捷入口' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['对账单列表']);
    expect(within(shortcuts).getByText('尚未建成')).toBeTruthy();
  });

  it('opens a message on its page', async () => {
    await open();
    const messages = screen.getByRole('region', { name: '最新消息' });
    const link = within(messages).getByRole('link', { name: '系统通知' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/supplier-msg-info?id="9"');
    expect(messages.textContent).toContain('2026-11-20 09:30:00');
  });
});
