import { chooseOption, typeDate } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReconciliationChecks } from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/reconciliation-emall.tsx';

// The e-commerce supplier, whose seeded comparison runs have records in every result.
withSignedIn('dianshang01');

const open = (search = {}) => renderWorkbenchPage('/reconciliation-emall', Route, search);
const rows = (name = '电商对账对账记录') => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
/** The first answer of a page under load may take a while. */
const loaded = { timeout: 10_000 };
const recordCount = async () => (await listReconciliationChecks({ query: { pageNum: 1, pageSize: 1 } })).total;
/** Saves what a download hands to the browser, and answers its file's name and first bytes. */
function captureDownloads() {
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async (index: number) => {
    await waitFor(() => expect(click.mock.calls.length).toBeGreaterThan(index));
    const bytes = new Uint8Array(await (saved[index] as Blob).arrayBuffer());
    return {
      name: (click.mock.contexts[index] as HTMLAnchorElement).download,
      magic: String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0),
    };
  };
}

afterEach(() => vi.restoreAllMocks());

describe('电商对账', () => {
  it('lists the compared orders, narrows them by result, and downloads the export, a side’s result and the template', async () => {
    const downloaded = captureDownloads();
    await open();
    await waitFor(() => expect(rows().length).toBe(10), loaded);
    await chooseOption(screen.getByRole('combobox', { name: '核对结果' }), '金额不一致');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('金额不一致'))).toBe(true);
    });

    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await downloaded(0)).toEqual({ name: expect.stringMatching(/\.xlsx$/), magic: 'PK' });
    await userEvent.click(screen.getByRole('tab', { name: '平台侧结果' }));
    await waitFor(() => expect(rows('电商对账平台侧结果').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: '下载结果' }));
    expect(await downloaded(1)).toEqual({ name: expect.stringMatching(/\.xlsx$/), magic: 'PK' });
    await userEvent.click(screen.getByRole('button', { name: '下载模板' }));
    expect(await downloaded(2)).toEqual({ name: expect.stringMatching(/\.xlsx$/), magic: 'PK' });
  });

  it('requires an ordered date range before syncing, then lists the new batch and checks it', async () => {
    const before = await recordCount();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '同步订单' }));
    const dialog = await screen.findByRole('dialog', { name: '同步订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await within(dialog).findAllByText('此项为必填项')).toHaveLength(2);

    const start = within(dialog).getByLabelText(/订单开始日期/);
    const end = within(dialog).getByLabelText(/订单结束日期/);
    await typeDate(start, '2026-12-31');
    await typeDate(end, '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await within(dialog).findByText('订单结束日期不能早于开始日期')).toBeTruthy();
    expect(await recordCount()).toBe(before);

    await typeDate(start, '2020-01-01');
    await typeDate(end, '2030-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await screen.findByText(/^同步完成：批次 DZPC\d+，共 \d+ 单/)).toBeTruthy();
    const batch = screen.getByRole('textbox', { name: '批次号' }) as HTMLInputElement;
    await waitFor(() => expect(batch.value).toMatch(/^DZPC/));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('未核对'))).toBe(true));
    expect(await recordCount()).toBeGreaterThan(before);

    await userEvent.click(screen.getByRole('button', { name: '核对本批次' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '核对批次' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText(/^核对完成：差异订单 \d+ 单$/)).toBeTruthy();
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('一致'))).toBe(true));
  });

  it('signs a record off without a check once confirmed; 取消 leaves it unsigned', async () => {
    const all = await listReconciliationChecks({ query: { pageNum: 1, pageSize: 500, checkResult: 0 } });
    const record = all.records[0];
    if (!record) throw new Error('no unchecked seeded record');
    await open({ orderNo: record.orderNo, batchNo: record.batchNo });
    await waitFor(() => expect(rows()[0]?.textContent).toContain(record.orderNo), loaded);
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '无需核对签认' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '无需核对签认' })).getByRole('button', { name: '取消' }),
    );
    expect(rows()[0]?.textContent).toContain('未签认');
    await userEvent.click(screen.getByRole('button', { name: '无需核对签认' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '无需核对签认' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('签认成功')).toBeTruthy();
    await waitFor(() => expect(rows()[0]?.textContent).toContain('已签认'));
    expect(rows()[0]?.textContent).toContain('无需核对');
  });

  it('shows the server’s refusal to check a batch already signed', async () => {
    // The seed signs its fifth run (batch numbers end in the run's number); look for it page by page.
    let signed: string | undefined;
    for (let pageNum = 1; !signed; pageNum++) {
      const page = await listReconciliationChecks({ query: { pageNum, pageSize: 500 } });
      signed = page.records.find((row) => row.batchNo?.endsWith('05'))?.batchNo;
      if (pageNum * 500 >= page.total) break;
    }
    if (!signed) throw new Error('no seeded signed batch');
    await open({ batchNo: signed });
    await waitFor(() => expect(rows()[0]?.textContent).toContain(signed), loaded);
    await userEvent.click(screen.getByRole('button', { name: '核对本批次' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '核对批次' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('该批次已签认，不能再核对')).toBeTruthy();
  });
});
