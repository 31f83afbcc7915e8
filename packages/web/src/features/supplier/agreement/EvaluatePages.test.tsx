import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplierQueryEvaluateList } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-agreement-evaluate.tsx';
import { Route as InfoRoute } from '@/routes/_workbench/(supplier)/supplier-agreement-evaluate-info.tsx';

withSignedIn('gys01');

const rows = () =>
  within(screen.getByRole('table', { name: '评价列表' }))
    .getAllByRole('row')
    .slice(1);

describe('协议评价', () => {
  it('lists the evaluations and narrows them by score', async () => {
    await renderWorkbenchPage('/supplier-agreement-evaluate', Route);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '综合评分' }), '5 星');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('5 星'))).toBe(true);
    });
  });

  it('shows one evaluation in full', async () => {
    const evaluation = (await supplierQueryEvaluateList({ query: { current: 1, size: 1 } })).records[0];
    if (!evaluation) throw new Error('no evaluation of gys01 in the seed');
    await renderWorkbenchPage('/supplier-agreement-evaluate-info', InfoRoute, {
      id: evaluation.id,
      orderNo: evaluation.orderNo,
    });
    const info = await screen.findByRole('region', { name: '评价信息' });
    expect(within(info).getByText(evaluation.goodsName)).toBeTruthy();
    if (evaluation.content) expect(within(info).getByText(evaluation.content)).toBeTruthy();
  });
});
