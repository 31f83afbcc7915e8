import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessage, listMyMessages } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as InfoRoute } from '@/routes/_workbench/(supplier)/supplier-msg-info.tsx';
import { Route as ListRoute } from '@/routes/_workbench/(supplier)/supplier-msg-manager.tsx';

withSignedIn('gys01');

const rows = () =>
  within(screen.getByRole('table', { name: '消息列表' }))
    .getAllByRole('row')
    .slice(1);
const unreadTotal = async () => (await listMyMessages({ query: { readFlag: 0, page: 1, limit: 1 } })).total;

describe('消息中心', () => {
  it('lists the inbox, narrows it to unread messages and marks one read', async () => {
    const before = await unreadTotal();
    expect(before).toBeGreaterThan(1);
    await renderWorkbenchPage('/supplier-msg-manager', ListRoute);
    await waitFor(() => expect(rows().length).toBeGreaterThan(before));
    await chooseOption(screen.getByRole('combobox', { name: '阅读状态' }), '未读');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(before);
      expect(rows().every((row) => row.textContent?.includes('未读'))).toBe(true);
    });

    const first = rows()[0] as HTMLElement;
    const title = within(first).getByRole('link').textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: `标为已读：${title}` }));
    expect(await screen.findByText('已标为已读')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(before - 1));
    expect(await unreadTotal()).toBe(before - 1);
  });

  it('marks every message read at once', async () => {
    await renderWorkbenchPage('/supplier-msg-manager', ListRoute, { readFlag: '0' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('全部消息已标为已读')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(await unreadTotal()).toBe(0);
  });

  it('shows a message in full and marks it read when it is opened', async () => {
    const unread = (await listMyMessages({ query: { readFlag: 0, page: 1, limit: 1 } })).records[0];
    if (!unread) throw new Error('no unread message in the seed');
    await renderWorkbenchPage('/supplier-msg-info', InfoRoute, { id: unread.id });
    const body = await screen.findByRole('article', { name: '消息内容' });
    expect(body.textContent).toBe(unread.content);
    await waitFor(() => expect(screen.getByRole('region', { name: '消息信息' }).textContent).toContain('已读'));
    expect((await getMessage({ path: { id: unread.id } })).readFlag).toBe(1);
  });
});
