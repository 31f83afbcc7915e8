import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route as ContractRoute } from '@/routes/_workbench/(supplier)/supplier-contract.tsx';
import { Route } from '@/routes/_workbench/(supplier)/supplier-order-failure-list.tsx';

withSignedIn('gys01');

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const allRowsSay = async (name: string, text: string) =>
  waitFor(() => {
    const texts = rows(name).map((row) => row.textContent ?? '');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((row) => row.includes(text))).toBe(true);
  });

describe('失败订单 and 供应商合同', () => {
  it('shows the orders that did not go through, one state per tab, with their reason', async () => {
    await renderWorkbenchPage('/supplier-order-failure-list', Route);
    expect(screen.getByRole('tab', { name: '审批驳回' }).getAttribute('aria-selected')).toBe('true');
    await allRowsSay('失败订单', '审批驳回');
    await userEvent.click(screen.getByRole('tab', { name: '已退回' }));
    await allRowsSay('失败订单', '部分商品暂时缺货，无法按期供货');
    await userEvent.click(screen.getByRole('tab', { name: '已取消' }));
    await allRowsSay('失败订单', '已取消');
  });

  it('lists the supplier’s contracts and narrows them by signature state', async () => {
    await renderWorkbenchPage('/supplier-contract', ContractRoute);
    await waitFor(() => expect(rows('合同列表').length).toBeGreaterThan(1));
    await chooseOption(screen.getByRole('combobox', { name: '签署状态' }), '双方已签');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await allRowsSay('合同列表', '双方已签');
  });
});
