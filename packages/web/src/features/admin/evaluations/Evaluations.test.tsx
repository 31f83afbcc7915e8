import { dialog, loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminQueryEvaluateList, queryEvaluateDetailByGoodsId } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/admin-evaluate.tsx';

withSignedIn('admin');

/** An evaluation the mall shows, and the page narrowed to its order. */
const openOne = async () => {
  const evaluation = (await adminQueryEvaluateList({ query: { isHidden: 0, current: 1, size: 1 } })).records[0];
  if (!evaluation) throw new Error('the seed has evaluations');
  await renderWorkbenchPage('/admin-evaluate', Route, { orderNo: evaluation.orderNo });
  const row = () => rowOf('评价列表', evaluation.goodsName);
  return { evaluation, row };
};
const inMall = async (goodsId: string) =>
  (await queryEvaluateDetailByGoodsId({ query: { goodsId, page: 1, limit: 100 } })).records;

describe('评价管理', () => {
  it('hides an evaluation from the mall once confirmed, and shows it again', async () => {
    const { evaluation, row } = await openOne();
    await userEvent.click(within(await row()).getByRole('button', { name: '隐藏' }));
    const asked = await screen.findByRole('alertdialog', { name: '隐藏评价' });
    await userEvent.click(within(asked).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('评价已隐藏', {}, loaded)).toBeTruthy();
    await waitFor(async () => expect((await row()).textContent).toContain('已隐藏'), loaded);
    expect((await inMall(evaluation.goodsId)).map((item) => item.id)).not.toContain(evaluation.id);

    await userEvent.click(within(await row()).getByRole('button', { name: '显示' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('评价已显示', {}, loaded)).toBeTruthy();
    expect((await inMall(evaluation.goodsId)).map((item) => item.id)).toContain(evaluation.id);
  });

  it('replies only with a text, and the reply shows on the row, in the mall and under the evaluation', async () => {
    const { evaluation, row } = await openOne();
    await userEvent.click(within(await row()).getByRole('button', { name: '回复' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await within(dialog()).findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '平台回复' }), '已联系供应商核实处理');
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('回复成功', {}, loaded)).toBeTruthy();
    await waitFor(async () => expect((await row()).textContent).toContain('已联系供应商核实处理'), loaded);
    const shown = (await inMall(evaluation.goodsId)).find((item) => item.id === evaluation.id);
    expect(shown?.platformReply).toBe('已联系供应商核实处理');
    // It shows under the evaluation in full, as the supplier reads it too.
    await userEvent.click(within(await row()).getByRole('button', { name: '查看' }));
    const details = await screen.findByRole('region', { name: '评价信息' });
    expect(within(details).getByText('平台回复：').nextSibling?.textContent).toBe('已联系供应商核实处理');
  });
});
