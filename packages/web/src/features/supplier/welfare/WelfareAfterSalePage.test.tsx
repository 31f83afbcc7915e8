import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSupplierWelfareAfterSales } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-welfare-after-sale.tsx';

withSignedIn('gys01');

const rows = () =>
  within(screen.getByRole('table', { name: '福利售后', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);

describe('福利售后审批', () => {
  it('accepts a request, then refuses a refund above the goods’ amount and closes it with one within', async () => {
    const pending = (await listSupplierWelfareAfterSales({ query: { pageNum: 1, pageSize: 1, status: 0 } })).records[0];
    if (!pending) throw new Error('no welfare after-sale request waiting in the seed');
    await renderWorkbenchPage('/supplier-welfare-after-sale', Route, { afterSaleNo: pending.afterSaleNo });
    const row = () => rows()[0] as HTMLElement;
    await waitFor(() => expect(row().textContent).toContain('待供应商审核'));

    await userEvent.click(within(row()).getByRole('button', { name: '同意' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '同意售后' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('已同意售后')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('供应商已同意'));

    await userEvent.click(within(row()).getByRole('button', { name: '完成售后' }));
    const dialog = await screen.findByRole('dialog', { name: /^完成售后/ });
    const most = (pending.price ?? 0) * pending.afterSaleNum;
    const amount = within(dialog).getByRole('spinbutton', { name: '退款金额' });
    await userEvent.type(amount, String(most + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/^退款金额不能超过商品金额/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, String(most));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('售后已完成')).toBeTruthy();
    await waitFor(() => expect(row().textContent).toContain('已完成'));
  });

  it('refuses a request only with a reason', async () => {
    await renderWorkbenchPage('/supplier-welfare-after-sale', Route, { status: 0 });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('待供应商审核'));
    const afterSaleNo = rows()[0]?.querySelector('td')?.textContent ?? '';
    const row = () => rows().find((candidate) => candidate.textContent?.includes(afterSaleNo)) as HTMLElement;
    await userEvent.click(within(row()).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: `驳回售后：${afterSaleNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '商品已拆封使用');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回售后')).toBeTruthy();
    // Refused requests leave the list of those waiting.
    await waitFor(() => expect(rows().some((candidate) => candidate.textContent?.includes(afterSaleNo))).toBe(false));
  });
});
