import { chooseOption, typeDate } from '@test/support/controls.ts';
import { dialog, loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  listReconciliationBatches,
  listReconciliationEshopSuppliers,
  listReconciliationTriggers,
  pageAdminAbleOrders,
  pageAdminAccounts,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/generate-record.tsx';
import { Route as PmSelectRoute } from '@/routes/_workbench/(admin)/pmReconciliationSelect.tsx';
import { Route as TriggerRoute } from '@/routes/_workbench/(admin)/trigger-record.tsx';

withSignedIn('admin');

/** Picks an e-commerce supplier and the days of October in the open run dialog. */
async function fillRun(supplierName: string) {
  await chooseOption(within(dialog()).getByRole('combobox', { name: '电商供应商' }), supplierName);
  await typeDate(within(dialog()).getByLabelText(/订单开始日期/), '2026-10-31');
  await typeDate(within(dialog()).getByLabelText(/订单结束日期/), '2026-10-01');
}

describe('对账管理', () => {
  it('generates a run for some days of a supplier, refusing a range out of order, and lists it first', async () => {
    const [supplier] = await listReconciliationEshopSuppliers();
    if (!supplier) throw new Error('the platform reconciles with e-commerce suppliers');
    await renderWorkbenchPage('/generate-record', Route, {});
    await userEvent.click(await screen.findByRole('button', { name: '生成对账记录' }, loaded));
    await fillRun(supplier.supplierName);
    await userEvent.click(within(dialog()).getByRole('button', { name: '生成' }));
    expect(await within(dialog()).findByText('订单结束日期不能早于开始日期')).toBeTruthy();
    await typeDate(within(dialog()).getByLabelText(/订单开始日期/), '2026-10-01');
    await typeDate(within(dialog()).getByLabelText(/订单结束日期/), '2026-10-31');
    await userEvent.click(within(dialog()).getByRole('button', { name: '生成' }));
    const [batch] = (await listReconciliationBatches({ query: {} })).records;
    expect(await screen.findByText(`已生成对账记录：批次 ${batch?.batchNo}，共 ${batch?.centerCount} 单`, {}, loaded));
    expect(batch).toMatchObject({ supplierId: supplier.supplierId, orderStartTime: '2026-10-01 00:00:00' });
    expect((await rowOf('对账生成记录', batch?.batchNo ?? '')).textContent).toContain('已生成');
  });

  it('triggers a synchronisation of the platform’s orders that the trigger records keep', async () => {
    const [supplier] = await listReconciliationEshopSuppliers();
    if (!supplier) throw new Error('the platform reconciles with e-commerce suppliers');
    await renderWorkbenchPage('/trigger-record', TriggerRoute, {});
    await userEvent.click(await screen.findByRole('button', { name: '触发同步' }, loaded));
    await fillRun(supplier.supplierName);
    await typeDate(within(dialog()).getByLabelText(/订单开始日期/), '2026-10-01');
    await typeDate(within(dialog()).getByLabelText(/订单结束日期/), '2026-10-31');
    await userEvent.click(within(dialog()).getByRole('button', { name: '开始同步' }));
    const [trigger] = (await listReconciliationTriggers({ query: {} })).records;
    expect(await screen.findByText(new RegExp(`同步完成：批次 ${trigger?.batchNo}`), {}, loaded)).toBeTruthy();
    expect((await rowOf('对账触发记录', trigger?.batchNo ?? '')).textContent).toContain('平台订单同步');
  });
});

describe('对账单选单', () => {
  it('picks orders of one supplier and purchaser into a statement of the page’s side, which no later one can take', async () => {
    const [first] = (await pageAdminAbleOrders({ query: {} })).records;
    // A page of orders as the page shows it: two of one supplier and purchaser, one of another supplier.
    const narrow = { size: 50 };
    const shown = (await pageAdminAbleOrders({ query: { pageSize: narrow.size } })).records;
    const [a, b] = shown.filter((o) => o.supplierId === first?.supplierId && o.purchaserId === first?.purchaserId);
    const other = shown.find((order) => order.supplierId !== first?.supplierId);
    if (!a || !b || !other) throw new Error('the seed holds reconcilable orders of two suppliers');
    await renderWorkbenchPage('/pmReconciliationSelect', PmSelectRoute, narrow);
    const table = '可生成平台代管对账单的订单';
    await userEvent.click(within(await rowOf(table, a.orderNo)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(table, other.orderNo)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '生成平台代管对账单' }));
    expect(await screen.findByText('一张对账单只能包含同一供应商的订单，请重新选择')).toBeTruthy();
    await userEvent.click(within(await rowOf(table, other.orderNo)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(table, b.orderNo)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '生成平台代管对账单' }));
    const question = await screen.findByRole('alertdialog', { name: '生成平台代管对账单' });
    expect(question.textContent).toContain(`将${a.supplierName}对${a.purchaserName}的 2 个订单`);
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));

    const [account] = (await pageAdminAccounts({ query: { side: 2, pageSize: 1 } })).records;
    expect(await screen.findByText(`平台代管对账单 ${account?.accountNo} 已生成`, {}, loaded)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain(`/pmReconciliation?accountNo=${account?.accountNo}`);
    expect(account).toMatchObject({ orderCount: 2, supplierId: a.supplierId, purchaserId: a.purchaserId });
    const able = (await pageAdminAbleOrders({ query: { pageSize: 500 } })).records.map((order) => order.id);
    expect(able).not.toContain(a.id);
    expect(able).not.toContain(b.id);
  });
});
