import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listMyMessages } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { MessageBell } from './MessageBell.tsx';

withSignedIn('gys01');

const bell = () => screen.getByRole('button', { name: /^消息/ });
const unreadCount = async () => (await listMyMessages({ query: { readFlag: 0, page: 1, limit: 1 } })).total;

describe('the message bell', () => {
  it('counts the unread messages, lists the newest and marks one read', async () => {
    const before = await unreadCount();
    expect(before).toBeGreaterThan(1);
    await renderWorkbenchPage('/home', { options: { component: () => <MessageBell inbox="/supplier-msg-manager" /> } });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(`消息，${before} 条未读`));

    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: '未读消息' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.length).toBe(Math.min(before, 5));
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(`消息，${before - 1} 条未读`));
    expect(await unreadCount()).toBe(before - 1);
    expect(within(panel).getByRole('link', { name: '查看全部消息' }).getAttribute('href')).toBe(
      '/supplier-msg-manager',
    );
  });

  it('marks every message read at once', async () => {
    await renderWorkbenchPage('/home', { options: { component: () => <MessageBell /> } });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toMatch(/条未读/));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('暂无未读消息')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('消息');
    expect(await unreadCount()).toBe(0);
    expect(screen.queryByRole('link', { name: '查看全部消息' })).toBeNull();
  });
});
