import { dialog, loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageSettlementAccounts } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/supplierManage.tsx';

withSignedIn('admin');

describe('结算账户', () => {
  it('sets a supplier’s bank account and payment term, refusing a term past 365 days', async () => {
    const [account] = (await pageSettlementAccounts({ query: { side: 1 } })).records;
    if (!account) throw new Error('the seed holds suppliers');
    await renderWorkbenchPage('/supplierManage', Route, {});
    await userEvent.click(within(await rowOf('供应商结算账户', account.orgName)).getByRole('button', { name: '编辑' }));
    const form = within(dialog());
    await userEvent.type(form.getByRole('textbox', { name: /开户银行/ }), '中国工商银行济南历下支行');
    await userEvent.type(form.getByRole('textbox', { name: /账户名称/ }), account.orgName);
    await userEvent.type(form.getByRole('textbox', { name: /银行账号/ }), '6222021602001234567');
    const days = form.getByRole('spinbutton', { name: /账期/ });
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    expect(await form.findByText('不能大于 365')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功', {}, loaded)).toBeTruthy();
    const row = await rowOf('供应商结算账户', '6222021602001234567');
    expect(row.textContent).toContain('45 天');
    expect(row.textContent).toContain(account.orgName);
  });
});
