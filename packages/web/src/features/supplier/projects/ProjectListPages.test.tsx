import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageSupplierBiddingProjects } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as Contracts } from '@/routes/_workbench/(supplier)/supplier-backhand-contract.tsx';
import { Route as Report } from '@/routes/_workbench/(supplier)/supplier-backhand-report.tsx';
import { Route as Participate } from '@/routes/_workbench/(supplier)/supplier-bidding-participate.tsx';
import { Route as Results } from '@/routes/_workbench/(supplier)/supplier-bidding-result.tsx';

withSignedIn('gys01');

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const texts = (name: string) => rowsOf(name).map((row) => row.textContent ?? '');

describe('竞价、反拍与拍卖列表', () => {
  it('lists the bidding projects the supplier takes part in and narrows them by phase', async () => {
    await renderWorkbenchPage('/supplier-bidding-participate', Participate);
    await waitFor(() => expect(rowsOf('参与竞价项目').length).toBeGreaterThan(2));
    expect(texts('参与竞价项目').some((text) => !text.includes('竞价中'))).toBe(true);
    // Only published phases are offered: drafts and projects in the purchaser's approval are not the supplier's.
    await userEvent.click(screen.getByRole('combobox', { name: '项目状态' }));
    const phases = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(phases).toEqual([
      '报名中',
      '保证金审核',
      '待开始',
      '竞价中',
      '第二轮',
      '已结束',
      '定标审核中',
      '已定标',
      '已流标',
      '已取消',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '竞价中' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const rows = texts('参与竞价项目');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((text) => text.includes('竞价中') && text.includes('报价'))).toBe(true);
    });
  });

  it('refuses a second registration with the server’s message, keeping what was typed', async () => {
    const open = await pageSupplierBiddingProjects({
      query: { current: 1, size: 1, projectType: 2, status: 3, joined: 1 },
    });
    const project = open.records[0];
    if (!project) throw new Error('no open backhand project gys01 registered for');
    await renderWorkbenchPage('/supplier-backhand-report', Report, { projectNo: project.projectNo });
    await waitFor(() => expect(texts('报名中的项目')).toEqual([expect.stringContaining(project.projectName)]));
    await waitFor(() => expect(texts('我的报名').some((text) => text.includes(project.projectName))).toBe(true));
    await userEvent.click(within(rowsOf('报名中的项目')[0] as HTMLElement).getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog', { name: `报名：${project.projectName}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '钱敏');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '13520013457');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请勿重复报名');
    expect((within(dialog).getByRole('textbox', { name: '联系人' }) as HTMLInputElement).value).toBe('钱敏');
  });

  it('shows bidding results by phase, 已定标 first', async () => {
    await renderWorkbenchPage('/supplier-bidding-result', Results);
    await waitFor(() => {
      const rows = texts('竞价结果');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((text) => text.includes('已定标') && text.includes('成交结果'))).toBe(true);
    });
    await userEvent.click(screen.getByRole('tab', { name: '已流标' }));
    await waitFor(() => {
      const rows = texts('竞价结果');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((text) => text.includes('已流标'))).toBe(true);
    });
    expect(screen.getByRole('tab', { name: '已流标' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists the supplier’s backhand contracts and narrows them by state', async () => {
    await renderWorkbenchPage('/supplier-backhand-contract', Contracts);
    const states = /待签订|供应商已签|双方已签|已付款|已作废/;
    await waitFor(() => expect(texts('反拍合同')[0]).toMatch(states));
    const state = texts('反拍合同')[0]?.match(states)?.[0] ?? '';
    await chooseOption(screen.getByRole('combobox', { name: '合同状态' }), state);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const rows = texts('反拍合同');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((text) => text.includes(state))).toBe(true);
    });
  });

  it('reads a paid contract in full: the purchaser’s countersignature and the payment finance confirmed', async () => {
    await renderWorkbenchPage('/supplier-backhand-contract', Contracts, { status: 3 });
    await waitFor(() => expect(texts('反拍合同')[0]).toContain('已付款'));
    const [row] = rowsOf('反拍合同');
    expect(row?.textContent).toContain('王采购');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: /^反拍合同：HT-/ });
    const details = await within(dialog).findByRole('region', { name: '合同信息' });
    expect(details.textContent).toContain('会签人：王采购');
    await waitFor(() =>
      expect(within(dialog).getByRole('table', { name: '付款记录' }).textContent).toContain('已确认'),
    );
  });
});
