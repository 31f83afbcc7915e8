import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAccount, getAbleAccountPage, getSupplierAccountPage } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/create-account.tsx';

withSignedIn('gys01');

const open = (search = {}) => renderWorkbenchPage('/create-account', Route, search);
const rows = (name = '可对账订单') => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const statementCount = async () => (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1 } })).total;

describe('生成对账单', () => {
  it('lists reconcilable orders, narrows them by number, and shows why the others cannot be reconciled', async () => {
    const able = await getAbleAccountPage({ query: { pageNum: 1, pageSize: 10 } });
    const first = able.records[0];
    expect(first).toBeDefined();
    await open();
    await waitFor(() => expect(rows().length).toBe(able.records.length), { timeout: 10_000 });

    await userEvent.type(screen.getByRole('textbox', { name: '订单编号' }), first?.orderNo ?? '');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining(first?.orderNo ?? '')]),
    );

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await userEvent.click(screen.getByRole('tab', { name: '不可对账订单' }));
    await waitFor(() => {
      const texts = rows('不可对账订单').map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => /收货后方可对账|已在其他对账单中/.test(text))).toBe(true);
    });
  });

  it('generates a statement from selected orders after confirming their total; 取消 writes nothing', async () => {
    const able = await getAbleAccountPage({ query: { pageNum: 1, pageSize: 10 } });
    const [a, b] = able.records.filter((order) => order.purchaserId === able.records[0]?.purchaserId);
    if (!a || !b) throw new Error('gys01 has fewer than two reconcilable orders of one purchaser');
    const before = await statementCount();
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), { timeout: 10_000 });
    const rowOf = (orderNo: string) => rows().find((row) => row.textContent?.includes(orderNo)) as HTMLElement;
    await userEvent.click(within(rowOf(a.orderNo)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(b.orderNo)).getByRole('checkbox'));
    const total = (Math.round((a.totalPrice + b.totalPrice) * 100) / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(screen.getByText(`合计 ¥${total}`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '生成对账单' }));
    const question = await screen.findByRole('alertdialog', { name: '生成对账单' });
    expect(question.textContent).toContain(`2 个订单（合计 ¥${total}）`);
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(await statementCount()).toBe(before);

    await userEvent.click(screen.getByRole('button', { name: '生成对账单' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '生成对账单' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText(/^对账单 DZ\d+ 已生成$/)).toBeTruthy();
    await waitFor(() => expect(rows().some((row) => row.textContent?.includes(a.orderNo))).toBe(false));
    expect(await statementCount()).toBe(before + 1);
    const [latest] = (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1, status: 0 } })).records;
    expect(latest?.orderCount).toBe(2);
  });

  it('shows the server’s refusal when a selected order went into another statement meanwhile', async () => {
    const able = await getAbleAccountPage({ query: { pageNum: 1, pageSize: 10 } });
    const [a, b] = able.records.filter((order) => order.purchaserId === able.records[0]?.purchaserId);
    if (!a || !b) throw new Error('gys01 has fewer than two reconcilable orders of one purchaser');
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), { timeout: 10_000 });
    const rowOf = (orderNo: string) => rows().find((row) => row.textContent?.includes(orderNo)) as HTMLElement;
    await userEvent.click(within(rowOf(a.orderNo)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(b.orderNo)).getByRole('checkbox'));
    // Another user of the supplier puts the first order in a statement of its own.
    await createAccount({ body: { purchaserId: a.purchaserId, orderIds: [a.id] } });
    const before = await statementCount();

    await userEvent.click(screen.getByRole('button', { name: '生成对账单' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '生成对账单' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText(`订单${a.orderNo}已在其他对账单中`)).toBeTruthy();
    expect(await statementCount()).toBe(before);
    // The selection stays, so the supplier can take the order out and try again.
    expect(within(rowOf(b.orderNo)).getByRole('checkbox')).toHaveProperty('checked', true);
  });
});
