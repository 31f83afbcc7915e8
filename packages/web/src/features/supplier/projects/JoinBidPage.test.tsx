import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBiddingRules, listSupplierBids, pageBiddingHall } from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-join-bid.tsx';

withSignedIn('gys01');
afterEach(() => vi.restoreAllMocks());

/** A running bidding project of gys01 in the given quote mode, with its rules and gys01's last valid bid. */
async function runningProject(quoteMode: 1 | 2) {
  const hall = await pageBiddingHall({ query: { current: 1, size: 20, projectType: 1, status: 6 } });
  for (const row of hall.records) {
    const rules = await getBiddingRules({ path: { id: row.projectId } });
    if (rules.quoteMode !== quoteMode) continue;
    const own = await listSupplierBids({ query: { projectId: row.projectId, current: 1, size: 50 } });
    const last = own.records.find((bid) => bid.status === 1);
    return { id: row.projectId, rules, last, ownCount: own.total };
  }
  throw new Error(`no running bidding project in quote mode ${quoteMode}`);
}

// Ids are 19-digit strings: quoted, so that the router's search parsing keeps them strings (as its links do).
const open = (id: string) => renderWorkbenchPage('/supplier-join-bid', Route, { id: JSON.stringify(id) });
const form = () => screen.getByRole('form', { name: '报价表单' });
const ownRows = () =>
  within(screen.getByRole('table', { name: '我的报价' }))
    .getAllByRole('row')
    .slice(1);
const dialog = () => screen.findByRole('alertdialog');
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('竞价出价', () => {
  it('shows the project, its rules, goods, counts and history', async () => {
    const project = await runningProject(1);
    await open(project.id);
    expect(await screen.findByRole('region', { name: '项目信息' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '竞价规则' })).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: '竞价规则' })).getByText('整单报价')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '项目商品' })).getAllByRole('row').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '竞价记录' })).getAllByRole('row').length).toBeGreaterThan(1),
    );
    expect(within(await screen.findByRole('region', { name: '竞价统计' })).getByText('我的报价次数：')).toBeTruthy();
  });

  it('refuses an empty price and a third decimal without calling the server', async () => {
    const project = await runningProject(1);
    await open(project.id);
    await screen.findByRole('form', { name: '报价表单' });
    const fetch = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    expect(await within(form()).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(form()).getByRole('spinbutton', { name: '报价总价' }), '1000.005');
    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    expect(await within(form()).findByText('最多两位小数')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([request]) => String((request as Request).url ?? request).includes('checkSave')),
    ).toBe(false);
  });

  it('shows the check’s refusal and keeps the typed price', async () => {
    const project = await runningProject(1);
    await open(project.id);
    const price = within(await screen.findByRole('form', { name: '报价表单' })).getByRole('spinbutton', {
      name: '报价总价',
    });
    // Above the ceiling and above the last bid: the check refuses it.
    await userEvent.type(price, String((project.rules.startPrice ?? 0) + 1000));
    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toMatch(/报价/);
    expect((price as HTMLInputElement).value).toBe(String((project.rules.startPrice ?? 0) + 1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saves nothing when the confirmation is cancelled, then bids and revokes the bid', async () => {
    const project = await runningProject(1);
    if (!project.last) throw new Error('gys01 has no valid bid in the seeded project');
    const next = Math.round((project.last.totalPrice - project.rules.minStep * 2) * 100) / 100;
    await open(project.id);
    const price = within(await screen.findByRole('form', { name: '报价表单' })).getByRole('spinbutton', {
      name: '报价总价',
    });
    await userEvent.type(price, String(next));
    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    const question = await dialog();
    expect(question.textContent).toContain('确认提交');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    const unchanged = await listSupplierBids({ query: { projectId: project.id, current: 1, size: 50 } });
    expect(unchanged.total).toBe(project.ownCount);

    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('报价成功')).toBeTruthy();
    await waitFor(() => {
      const first = ownRows()[0]?.textContent ?? '';
      expect(first).toContain(money(next));
      expect(first).toContain('有效');
    });

    await userEvent.click(within(ownRows()[0] as HTMLElement).getByRole('button', { name: '撤回' }));
    const revoke = await dialog();
    expect(revoke.textContent).toContain(money(next));
    await userEvent.click(within(revoke).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('撤回成功')).toBeTruthy();
    await waitFor(() => expect(ownRows()[0]?.textContent).toContain('已撤回'));
  });

  it('prices every goods line in a 单品报价 project and sums them', async () => {
    const project = await runningProject(2);
    await open(project.id);
    await screen.findByRole('form', { name: '报价表单' });
    const inputs = within(form()).getAllByRole('spinbutton');
    expect(inputs.length).toBeGreaterThan(1);
    await userEvent.click(within(form()).getByRole('button', { name: '提交报价' }));
    expect((await within(form()).findAllByText('此项为必填项')).length).toBe(inputs.length);
    for (const input of inputs) await userEvent.type(input, '1');
    await waitFor(() => expect(within(form()).getByText(/报价总价：/).textContent).not.toContain('0.00 元'));
  });
});
