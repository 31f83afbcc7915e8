import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupplierAccountPage, updateAccountStatus } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/account-list.tsx';

withSignedIn('gys01');

const open = (search = {}) => renderWorkbenchPage('/account-list', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '对账单列表' }))
    .getAllByRole('row')
    .slice(1);
const loaded = { timeout: 10_000 };
const rowOf = (accountNo: string) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(accountNo));
  if (!row) throw new Error(`no row for ${accountNo}`);
  return row;
};
/** A seeded statement of gys01 in the given state. */
const seeded = async (status: 0 | 2) => {
  const [account] = (await getSupplierAccountPage({ query: { pageNum: 1, pageSize: 1, status } })).records;
  if (!account) throw new Error(`no seeded statement in state ${status}`);
  return account;
};

/** The list narrowed to one statement, and its edit dialog opened. */
async function openEditor(account: { accountNo: string }) {
  await open({ accountNo: account.accountNo });
  await waitFor(() => expect(rowOf(account.accountNo)).toBeTruthy(), loaded);
  await userEvent.click(within(rowOf(account.accountNo)).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog', { name: `编辑对账单：${account.accountNo}` }, loaded);
  return { dialog, name: within(dialog).getByRole('textbox', { name: '对账单名称' }) };
}

describe('对账单列表', () => {
  it('lists the supplier’s statements, filters them by state, and shows one with its orders', async () => {
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), loaded);
    await chooseOption(screen.getByRole('combobox', { name: '状态' }), '采购人驳回');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const texts = rows().map((row) => row.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.includes('采购人驳回'))).toBe(true);
    });

    const account = await seeded(2);
    await userEvent.click(within(rowOf(account.accountNo)).getByRole('button', { name: account.accountNo }));
    const dialog = await screen.findByRole('dialog', { name: `对账单详情：${account.accountNo}` });
    const orders = await within(dialog).findByRole('table', { name: '对账订单' });
    expect(within(orders).getAllByRole('row').length - 1).toBe(account.orderCount);
    expect(within(dialog).getByText('运费金额与合同约定不符')).toBeTruthy();
  });

  it('edits a rejected statement after refusing it without orders, and resubmits it', async () => {
    const account = await seeded(2);
    const { dialog, name } = await openEditor(account);
    await userEvent.clear(name);
    const orders = within(within(dialog).getByRole('group', { name: '对账订单' })).getAllByRole('checkbox');
    for (const box of orders) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('至少选择 1 项')).toBeTruthy();
    expect((await seeded(2)).id).toBe(account.id);

    await userEvent.type(name, '十一月劳保用品对账单');
    await userEvent.click(orders[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('对账单已修改，等待采购人确认')).toBeTruthy();
    await waitFor(() => {
      const text = rowOf(account.accountNo).textContent ?? '';
      expect(text).toContain('十一月劳保用品对账单');
      expect(text).toContain('待采购人确认');
    });
  });

  it('keeps what was typed and shows the server’s message when the statement was voided meanwhile', async () => {
    const account = await seeded(2);
    const { dialog, name } = await openEditor(account);
    await userEvent.clear(name);
    await userEvent.type(name, '改后的名称');
    await updateAccountStatus({ body: { id: account.id, status: 5 } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('对账单当前为“已作废”状态，不能编辑')).toBeTruthy();
    expect(name).toHaveProperty('value', '改后的名称');
  });

  it('voids a statement only once confirmed: 取消 leaves it waiting for the purchaser', async () => {
    const account = await seeded(0);
    await open({ accountNo: account.accountNo });
    await waitFor(() => expect(rowOf(account.accountNo)).toBeTruthy(), loaded);
    await userEvent.click(within(rowOf(account.accountNo)).getByRole('button', { name: '作废' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '作废' })).getByRole('button', { name: '取消' }),
    );
    expect((await seeded(0)).id).toBe(account.id);
    expect(rowOf(account.accountNo).textContent).toContain('待采购人确认');

    await userEvent.click(within(rowOf(account.accountNo)).getByRole('button', { name: '作废' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '作废' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('对账单已作废')).toBeTruthy();
    await waitFor(() => expect(rowOf(account.accountNo).textContent).toContain('已作废'));
  });
});
