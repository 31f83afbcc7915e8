import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageBiddingHall } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as AuctionJoinBid } from '@/routes/_workbench/(supplier)/auction-join-bid.tsx';
import { Route as BackhandInfo } from '@/routes/_workbench/(supplier)/supplier-backhand-info.tsx';
import { Route as JoinBid } from '@/routes/_workbench/(supplier)/supplier-join-bid.tsx';
import { Route as ViewDetails } from '@/routes/_workbench/(supplier)/supplier-view-details.tsx';

withSignedIn('gys01');

/** A project of gys01 in the bidding hall: of a mode, in a phase. */
async function hallProject(projectType: 1 | 2 | 3, status: 6 | 7) {
  const hall = await pageBiddingHall({ query: { current: 1, size: 1, projectType, status } });
  const row = hall.records[0];
  if (!row) throw new Error(`no project of type ${projectType} in phase ${status}`);
  return row;
}
// Ids are 19-digit strings: quoted, so that the router's search parsing keeps them strings (as its links do).
const quoted = (id: string) => ({ id: JSON.stringify(id) });

describe('竞价、反拍与拍卖详情', () => {
  it('opened without a project offers the projects open for bids, and opens one to bid', async () => {
    const running = await pageBiddingHall({ query: { current: 1, size: 100, projectType: 1, status: 6 } });
    await renderWorkbenchPage('/supplier-join-bid', JoinBid);
    const choices = await screen.findByRole('region', { name: '选择项目' });
    // The page is about projects open for bids: their state is fixed, not a filter.
    expect(within(choices).queryByRole('combobox', { name: '项目状态' })).toBeNull();
    const buttons = await within(choices).findAllByRole('button', { name: /^打开项目：/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      running.records.slice(0, 10).map((row) => `打开项目：${row.projectName}`),
    );
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('form', { name: '报价表单' })).toBeTruthy();
  });

  it('refuses an auction bid under the highest price with the check’s message; auction bids cannot be revoked', async () => {
    const project = await hallProject(3, 6);
    await renderWorkbenchPage('/auction-join-bid', AuctionJoinBid, quoted(project.projectId));
    const form = await screen.findByRole('form', { name: '出价表单' });
    // The highest bid wins an auction: its rule says so, not the buying modes' 最低价.
    const rules = await screen.findByRole('region', { name: '拍卖规则' });
    expect(await within(rules).findByText(/^(最高价中标|非最高价定标)$/)).toBeTruthy();
    expect(within(rules).queryByText(/最低价/)).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '我的出价' })).getAllByRole('row')[1]?.textContent).toContain(
        '有效',
      ),
    );
    expect(within(screen.getByRole('table', { name: '我的出价' })).queryByRole('button', { name: '撤回' })).toBeNull();
    await userEvent.type(within(form).getByRole('spinbutton', { name: '出价总价' }), '1');
    await userEvent.click(within(form).getByRole('button', { name: '提交出价' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/出价/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a bidding project read-only on its view-details page', async () => {
    const project = await hallProject(1, 6);
    await renderWorkbenchPage('/supplier-view-details', ViewDetails, quoted(project.projectId));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '我的报价' })).getAllByRole('row')[1]?.textContent).toMatch(
        /有效|已撤回|已失效/,
      ),
    );
    expect(await screen.findByRole('region', { name: '我的参与' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: '报价表单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('shows a backhand project’s sheet with its second round and approval process', async () => {
    const project = await hallProject(2, 7);
    await renderWorkbenchPage('/supplier-backhand-info', BackhandInfo, quoted(project.projectId));
    const rules = await screen.findByRole('region', { name: '反拍规则' });
    expect(within(rules).getByText('第二轮：').nextElementSibling?.textContent).toBe('是');
    const second = await screen.findByRole('region', { name: '第二轮竞价时间' });
    expect(within(second).getByText('开始时间：').nextElementSibling?.textContent).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(screen.getByRole('link', { name: '去报价' }).getAttribute('href')).toContain('/backhand-join-bid');
    // The approval process by its name, from the process codes of the backhand mode.
    const facts = await screen.findByRole('region', { name: '项目信息' });
    await waitFor(() =>
      expect(within(facts).getByText('审批流程：').nextElementSibling?.textContent).toBe('反拍项目立项审批'),
    );
  });
});
