import { chooseOption } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLadderPrice, pageItemReports } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as goodsReport } from '@/routes/_workbench/(admin)/goodsReport.tsx';
import { Route as ladder } from '@/routes/_workbench/(admin)/ladder-manager.tsx';

withSignedIn('admin');

describe('阶梯价管理', () => {
  it('rejects a price under review only with a reason, which its row then shows, and approves another', async () => {
    const [rejected, approved] = (await getLadderPrice({ query: { status: 1 } })).records;
    if (!rejected || !approved) throw new Error('the seed has ladder prices under review');
    await renderWorkbenchPage('/ladder-manager', ladder, { status: 1 });
    const row = await rowOf('阶梯价列表', rejected.goodsName);
    await userEvent.click(within(row).getByRole('button', { name: '驳回' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '驳回' }));
    expect(await within(dialog()).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '驳回原因' }), '降幅过大，请核实');
    await userEvent.click(within(dialog()).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('已驳回', {}, loaded)).toBeTruthy();
    const [after] = (await getLadderPrice({ query: { sku: rejected.sku } })).records;
    expect([after?.status, after?.auditRemark]).toEqual([3, '降幅过大，请核实']);

    await userEvent.click(within(await rowOf('阶梯价列表', approved.goodsName)).getByRole('button', { name: '通过' }));
    const asked = await screen.findByRole('alertdialog');
    await userEvent.click(within(asked).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已审核通过', {}, loaded)).toBeTruthy();
    expect((await getLadderPrice({ query: { sku: approved.sku } })).records[0]?.status).toBe(2);
  });
});

describe('商品举报', () => {
  it('takes a reported goods item off the shelf with the opinion, and the report no longer waits', async () => {
    const [report] = (await pageItemReports({ query: { handleStatus: 0 } })).records;
    if (!report) throw new Error('the seed has reports waiting');
    await renderWorkbenchPage('/goodsReport', goodsReport, { handleStatus: 0 });
    await userEvent.click(within(await rowOf('商品举报列表', report.goodsName)).getByRole('button', { name: '处理' }));
    await chooseOption(within(dialog()).getByRole('combobox', { name: '处理结果' }), '下架商品');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '处理意见' }), '经核实为假冒品牌');
    await save();
    expect(await screen.findByText('举报已处理，商品已下架', {}, loaded)).toBeTruthy();
    await waitFor(() =>
      expect(rows('商品举报列表').some((line) => line.textContent?.includes(report.goodsName))).toBe(false),
    );
    const [after] = (await pageItemReports({ query: { sku: report.sku } })).records;
    expect([after?.handleStatus, after?.handleResult, after?.goodsState]).toEqual([1, 2, 2]);
  });
});
