import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPicketageHistory, pageSupplierBiddingProjects } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/view-bid.tsx';

withSignedIn('gys01');

/** Decided bidding projects whose result for gys01 awaits its answer (approved, not yet confirmed or declined). */
async function awaitingAnswer() {
  const decided = await pageSupplierBiddingProjects({
    query: { current: 1, size: 20, projectType: 1, status: 10, joined: 1 },
  });
  const waiting: string[] = [];
  for (const project of decided.records) {
    const steps = await listPicketageHistory({ path: { id: project.id } });
    if (steps.at(-1)?.action === 2) waiting.push(project.id);
  }
  if (waiting.length < 2) throw new Error('the seed has fewer than two results awaiting gys01’s answer');
  return waiting;
}

// Ids are 19-digit strings: quoted, so that the router's search parsing keeps them strings (as its links do).
const open = (id: string) => renderWorkbenchPage('/view-bid', Route, { id: JSON.stringify(id) });
const result = () =>
  within(screen.getByRole('table', { name: '定标结果' }))
    .getAllByRole('row')
    .slice(1)[0] as HTMLElement;
/** The result's 最新进展 cell: its latest step, as the spec names the picketage history's actions. */
const progress = () => within(result()).getAllByRole('cell')[1]?.textContent;

describe('成交结果', () => {
  it('shows the goods won; confirms the result after a cancelled question, then makes its contract', async () => {
    const [id] = await awaitingAnswer();
    await open(id as string);
    await waitFor(() => expect(result().textContent).toContain('定标审核通过'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '成交商品' })).getAllByRole('row')[1]?.textContent).toMatch(
        /\d\.\d\d/,
      ),
    );

    await userEvent.click(within(result()).getByRole('button', { name: '确认' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect((await listPicketageHistory({ path: { id: id as string } })).at(-1)?.action).toBe(2);

    await userEvent.click(within(result()).getByRole('button', { name: '确认' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已确认定标结果')).toBeTruthy();
    await waitFor(() => expect(progress()).toBe('供应商确认'));

    await userEvent.click(within(result()).getByRole('button', { name: '生成合同' }));
    const dialog = await screen.findByRole('dialog', { name: '生成合同' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '付款条件' }), '货到验收合格后30日内付款');
    await userEvent.click(within(dialog).getByRole('button', { name: '生成合同' }));
    expect(await screen.findByText(/合同 HT-.+ 已生成/)).toBeTruthy();
    await waitFor(() => expect(progress()).toBe('生成合同'));
    expect(within(result()).queryByRole('button', { name: '生成合同' })).toBeNull();
  });

  it('declines a result only with a reason', async () => {
    const [, id] = await awaitingAnswer();
    await open(id as string);
    await waitFor(() => expect(result().textContent).toContain('定标审核通过'));
    await userEvent.click(within(result()).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝定标结果' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    expect((await listPicketageHistory({ path: { id: id as string } })).at(-1)?.action).toBe(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '库存不足，无法按期供货');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('已拒绝定标结果')).toBeTruthy();
    await waitFor(() => {
      expect(progress()).toBe('供应商拒绝');
      expect(result().textContent).toContain('库存不足');
    });
  });
});
