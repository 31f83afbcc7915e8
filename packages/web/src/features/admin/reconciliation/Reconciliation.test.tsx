import { chooseOption, typeDate } from '@test/support/controls.ts';
import { dialog, loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReconciliationBatches, listReconciliationEshopSuppliers, listReconciliationTriggers } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/generate-record.tsx';
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
