import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOrderBuyNumDetails } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as DetailRoute } from '@/routes/_workbench/(supplier)/local-supplier-buy-num-detail.tsx';
import { Route } from '@/routes/_workbench/(supplier)/supplier-order-buy-num.tsx';

withSignedIn('gys01');
// The machine is shared: the first render of a page with the seed can take more than a second.

// A dialog hides the page from the accessibility tree; the rows are still read behind it.
const rows = (name = '订单变更列表') =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);
/** A pending change request of gys01, and the list opened on its order. */
const openPending = async () => {
  const request = (await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 1, handleStatus: 0 } })).records[0];
  if (!request) throw new Error('no pending change request in the seed');
  await renderWorkbenchPage('/supplier-order-buy-num', Route, { orderNo: request.orderNo });
  const row = () => {
    const found = rows().find((candidate) => candidate.textContent?.includes(request.goodsName));
    if (!found) throw new Error('row not shown');
    return found;
  };
  await waitFor(() => expect(row().textContent).toContain('待处理'));
  return { request, row };
};

describe('订单变更管理', () => {
  it('lists the change requests and narrows them to those waiting', async () => {
    await renderWorkbenchPage('/supplier-order-buy-num', Route);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await chooseOption(screen.getByRole('combobox', { name: '处理状态' }), '待处理');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('待处理'))).toBe(true);
    });
  });

  it('accepts a change only once confirmed', async () => {
    const { row } = await openPending();
    await userEvent.click(within(row()).getByRole('button', { name: '同意' }));
    const question = await screen.findByRole('alertdialog', { name: '同意变更' });
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row().textContent).toContain('待处理');

    await userEvent.click(within(row()).getByRole('button', { name: '同意' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '同意变更' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已同意变更')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('同意变更'));
    expect(within(row()).queryByRole('button', { name: '同意', hidden: true })).toBeNull();
  });

  it('refuses a change only with a reason', async () => {
    const { row } = await openPending();
    await userEvent.click(within(row()).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝变更' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    expect(row().textContent).toContain('待处理');

    await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '商品已备货，无法减少');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已拒绝变更')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('商品已备货，无法减少'));
    expect(row().textContent).toContain('拒绝');
  });

  it('shows every change request of one order on its detail page', async () => {
    const request = (await listOrderBuyNumDetails({ query: { pageNum: 1, pageSize: 1 } })).records[0];
    if (!request) throw new Error('no change request in the seed');
    await renderWorkbenchPage('/local-supplier-buy-num-detail', DetailRoute, { id: request.orderId });
    await waitFor(() => expect(rows('购买数量变更记录').length).toBeGreaterThan(0));
    expect(rows('购买数量变更记录').every((row) => row.textContent?.includes(request.orderNo ?? ''))).toBe(true);
  });
});
