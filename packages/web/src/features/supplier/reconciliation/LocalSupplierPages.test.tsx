import { chooseOption, typeDate } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupplierAccountPage, pageInvoiceReconciliation, supplierOrderList } from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as Settlement } from '@/routes/_workbench/(supplier)/local-supplier.tsx';
import { Route as Detail } from '@/routes/_workbench/(supplier)/local-supplier-detail.tsx';
import { Route as Invoices } from '@/routes/_workbench/(supplier)/local-supplier-invoice.tsx';
import { Route as Matched } from '@/routes/_workbench/(supplier)/local-supplier-other.tsx';
import { Route as Localmall } from '@/routes/_workbench/(supplier)/reconciliation-localmall.tsx';
import { Route as StatementDetail } from '@/routes/_workbench/(supplier)/supplier-detail.tsx';

// The local supplier.
withSignedIn('bendi01');

const loaded = { timeout: 10_000 };
const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
/** Where a link led; the router keeps search values JSON-encoded (ids stay strings). */
const where = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const texts = (name: string) => rows(name).map((row) => row.textContent ?? '');

afterEach(() => vi.restoreAllMocks());

describe('本地供应商', () => {
  it('lists orders to settle and settled ones, and opens one on its detail page', async () => {
    const [received] = (await supplierOrderList({ query: { pageNum: 1, pageSize: 1, status: 6 } })).records;
    const [completed] = (await supplierOrderList({ query: { pageNum: 1, pageSize: 1, status: 7 } })).records;
    if (!received || !completed) throw new Error('bendi01 has no received or completed order');
    await renderWorkbenchPage('/local-supplier', Settlement);
    await waitFor(() => expect(texts('本地供应商结算')[0]).toContain(received.orderNo), loaded);
    await userEvent.click(screen.getByRole('tab', { name: '已结算（已完成）' }));
    await waitFor(() => expect(texts('本地供应商结算')[0]).toContain(completed.orderNo));
    expect(texts('本地供应商结算').some((text) => text.includes(received.orderNo))).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: completed.orderNo }));
    await waitFor(() => expect(where()).toBe(`/local-supplier-detail?id="${completed.id}"`));
  });

  it('shows a settlement order’s detail', async () => {
    const [order] = (await supplierOrderList({ query: { pageNum: 1, pageSize: 1, status: 6 } })).records;
    if (!order) throw new Error('bendi01 has no received order');
    await renderWorkbenchPage('/local-supplier-detail', Detail, { id: JSON.stringify(order.id) });
    expect(await screen.findByText(order.orderNo, {}, loaded)).toBeTruthy();
  });

  it('lists matched statements by state, marks one invoiced once confirmed, and opens its detail', async () => {
    const [confirmed] = (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1, status: 1 } })).records;
    if (!confirmed) throw new Error('bendi01 has no confirmed statement');
    await renderWorkbenchPage('/local-supplier-other', Matched);
    await waitFor(() => expect(texts('已匹配结算单')[0]).toContain(confirmed.accountNo), loaded);
    expect(texts('已匹配结算单').every((text) => text.includes('采购人已确认'))).toBe(true);

    const row = () => rows('已匹配结算单').find((item) => item.textContent?.includes(confirmed.accountNo));
    await userEvent.click(within(row() as HTMLElement).getByRole('button', { name: '标记已开票' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '标记已开票' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('对账单已标记为已开票')).toBeTruthy();
    await waitFor(() => expect(row()).toBeUndefined());
    await userEvent.click(screen.getByRole('tab', { name: '已开票' }));
    await waitFor(() => expect(row()?.textContent).toContain('已开票'));

    await userEvent.click(screen.getByRole('link', { name: confirmed.accountNo }));
    await waitFor(() => expect(where()).toBe(`/supplier-detail?id="${confirmed.id}"`));
  });

  it('shows a statement with its orders on the detail page', async () => {
    const [account] = (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1, status: 1 } })).records;
    if (!account) throw new Error('bendi01 has no confirmed statement');
    await renderWorkbenchPage('/supplier-detail', StatementDetail, { id: JSON.stringify(account.id) });
    const orders = await screen.findByRole('table', { name: '对账订单' }, loaded);
    expect(within(orders).getAllByRole('row')).toHaveLength(account.orderCount + 1);
    expect(screen.getByText(account.accountNo)).toBeTruthy();
  });

  it('lists e-invoices matched against their orders, narrowed by result', async () => {
    const page = await pageInvoiceReconciliation({ query: { current: 1, size: 1 } });
    await renderWorkbenchPage('/local-supplier-invoice', Invoices);
    expect(page.total).toBeGreaterThan(0);
    await waitFor(() => expect(texts('电子发票')[0]).toContain(page.records[0]?.invoiceNo), loaded);
    await chooseOption(screen.getByRole('combobox', { name: '核对结果' }), '一致');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    // The result is the last column; '金额不一致' must not pass for '一致'.
    await waitFor(() => {
      const results = rows('电子发票').map((row) => row.lastElementChild?.textContent);
      expect(results.length).toBeGreaterThan(0);
      expect(new Set(results)).toEqual(new Set(['一致']));
    });
  });

  it('syncs the local mall’s orders of a date range and lists the new batch', async () => {
    await renderWorkbenchPage('/reconciliation-localmall', Localmall);
    await userEvent.click(await screen.findByRole('button', { name: '同步订单' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: '同步订单' });
    await typeDate(within(dialog).getByLabelText(/订单开始日期/), '2020-01-01');
    await typeDate(within(dialog).getByLabelText(/订单结束日期/), '2030-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await screen.findByText(/^同步完成：批次 DZPC\d+，共 [1-9]\d* 单/)).toBeTruthy();
    await waitFor(() => {
      const shown = texts('本地商城对账对账记录');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((text) => text.includes('未核对'))).toBe(true);
    });
    // The supplier filter offers the signed-in supplier only.
    await userEvent.click(screen.getByRole('combobox', { name: '供应商' }));
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });
});
