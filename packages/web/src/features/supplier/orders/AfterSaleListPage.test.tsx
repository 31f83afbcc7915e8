import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSupplierAfterSales } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-after-sale.tsx';

withSignedIn('gys01');

// A dialog hides the page from the accessibility tree; the rows are still read behind it.
const rows = () =>
  within(screen.getByRole('table', { name: '售后列表', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);
const openCase = async () => {
  const pending = (await listSupplierAfterSales({ query: { pageNum: 1, pageSize: 1, status: 0 } })).records[0];
  if (!pending) throw new Error('no after-sale case waiting in the seed');
  await renderWorkbenchPage('/supplier-after-sale', Route, { afterSaleNo: pending.afterSaleNo });
  const row = () => rows()[0] as HTMLElement;
  await waitFor(() => expect(row().textContent).toContain('待供应商审核'));
  return { pending, row };
};

describe('售后管理', () => {
  it('lists the after-sale cases and narrows them by state', async () => {
    await renderWorkbenchPage('/supplier-after-sale', Route);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '售后状态' }), '待供应商审核');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('待供应商审核'))).toBe(true);
    });
  });

  it('refuses a case only with a reason', async () => {
    const { row } = await openCase();
    await userEvent.click(within(row()).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: /^驳回售后/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '商品已超过售后期限');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回售后')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('供应商已驳回'));
  });

  it('accepts a case once confirmed, then closes it with a refund the server accepts', async () => {
    const { pending, row } = await openCase();
    await userEvent.click(within(row()).getByRole('button', { name: '同意' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '同意售后' })).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row().textContent).toContain('待供应商审核');

    await userEvent.click(within(row()).getByRole('button', { name: '同意' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '同意售后' })).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(row().textContent).toContain('供应商已同意'));

    await userEvent.click(within(row()).getByRole('button', { name: '完成售后' }));
    const dialog = await screen.findByRole('dialog', { name: /^完成售后/ });
    const most = (pending.price ?? 0) * pending.afterSaleNum;
    const amount = within(dialog).getByRole('spinbutton', { name: '退款金额' });
    await userEvent.type(amount, String(most + 100));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('退款金额不能超过售后商品金额')).toBeTruthy();
    expect(amount).toHaveProperty('value', String(most + 100));

    await userEvent.clear(amount);
    await userEvent.type(amount, String(most));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('售后已完成')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('已完成'));
  });
});
