import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageBiddingHall } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as Inquiry } from '@/routes/_workbench/(supplier)/bid.tsx';
import { Route as Entrust } from '@/routes/_workbench/(supplier)/entrust-details.tsx';
import { Route as Offers } from '@/routes/_workbench/(supplier)/offer-details.tsx';
import { Route as Report } from '@/routes/_workbench/(supplier)/supplier-bidding-report.tsx';
import { Route as Evaluate } from '@/routes/_workbench/(supplier)/supplier-project-evaluate.tsx';

withSignedIn('gys01');

const texts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
const runningBidding = async () => {
  const hall = await pageBiddingHall({ query: { current: 1, size: 1, projectType: 1, status: 6 } });
  const row = hall.records[0];
  if (!row) throw new Error('no running bidding project of gys01');
  return row;
};
// Ids are 19-digit strings: quoted, so that the router's search parsing keeps them strings (as its links do).
const quoted = (id: string) => ({ id: JSON.stringify(id) });

describe('项目询价、委托与历史报价', () => {
  it('searches the published projects by mode', async () => {
    await renderWorkbenchPage('/bid', Inquiry);
    await waitFor(() => expect(texts('项目列表').some((text) => text.includes('竞价'))).toBe(true));
    await chooseOption(screen.getByRole('combobox', { name: '采购方式' }), '反拍');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const rows = texts('项目列表');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((text) => text.includes('反拍采购项目') && !text.includes('竞价采购项目'))).toBe(true);
    });
  });

  it('shows the supplier’s registration and deposit for a project', async () => {
    const project = await runningBidding();
    await renderWorkbenchPage('/entrust-details', Entrust, quoted(project.projectId));
    const registration = await screen.findByRole('region', { name: '报名信息' });
    expect(within(registration).getByText('审核状态：').nextElementSibling?.textContent).toBe('审核通过');
    expect(within(registration).getByText('保证金状态：').nextElementSibling?.textContent).toBe('已确认');
    expect(within(await screen.findByRole('region', { name: '我的参与' })).getByText('已报名')).toBeTruthy();
  });

  it('lists every price the supplier gave in a project, revoked ones included, with their lines', async () => {
    const project = await runningBidding();
    await renderWorkbenchPage('/offer-details', Offers, quoted(project.projectId));
    await waitFor(() => expect(texts('历史报价').some((text) => text.includes('已撤回'))).toBe(true));
    expect(texts('历史报价').some((text) => text.includes('有效'))).toBe(true);
    const first = within(screen.getByRole('table', { name: '历史报价' })).getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: '商品明细' }));
    expect(await screen.findByRole('table', { name: /报价明细$/ })).toBeTruthy();
  });

  it('shows the deposit payment records beside the registrations', async () => {
    await renderWorkbenchPage('/supplier-bidding-report', Report);
    await waitFor(() => expect(texts('缴费记录').some((text) => text.includes('保证金缴纳'))).toBe(true));
    await waitFor(() => expect(texts('我的报名').some((text) => text.includes('审核通过'))).toBe(true));
  });

  it('lists the decided projects and opens the purchaser’s evaluation of one', async () => {
    await renderWorkbenchPage('/supplier-project-evaluate', Evaluate);
    await waitFor(() => expect(texts('项目评价')[0]).toContain('查看评价'));
    const first = within(screen.getByRole('table', { name: '项目评价' })).getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: '查看评价' }));
    const dialog = await screen.findByRole('dialog', { name: /^项目评价：/ });
    await waitFor(() => expect(dialog.textContent).toMatch(/综合评分|采购单位暂未评价该项目/));
  });
});
