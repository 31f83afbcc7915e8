import { catchDownload, dialog, loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagePaperInvoices, pageSettlementAccounts } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as PaperRoute } from '@/routes/_workbench/(admin)/paper.tsx';
import { Route } from '@/routes/_workbench/(admin)/supplierManage.tsx';
import { Route as InvoiceCheckRoute } from '@/routes/_workbench/(admin)/system-invoice.tsx';

withSignedIn('admin');

describe('结算账户', () => {
  it('sets a supplier’s bank account and payment term, refusing a term past 365 days', async () => {
    const [account] = (await pageSettlementAccounts({ query: { side: 1 } })).records;
    if (!account) throw new Error('the seed holds suppliers');
    await renderWorkbenchPage('/supplierManage', Route, {});
    await userEvent.click(within(await rowOf('供应商结算账户', account.orgName)).getByRole('button', { name: '编辑' }));
    const form = within(dialog());
    for (const [name, value] of [
      [/开户银行/, '中国农业银行济南泉城支行'],
      [/账户名称/, account.orgName],
      [/银行账号/, '6228480402564890018'],
    ] as const) {
      await userEvent.clear(form.getByRole('textbox', { name }));
      await userEvent.type(form.getByRole('textbox', { name }), value);
    }
    const days = form.getByRole('spinbutton', { name: /账期/ });
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    expect(await form.findByText('不能大于 365')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功', {}, loaded)).toBeTruthy();
    const row = await rowOf('供应商结算账户', '6228480402564890018');
    expect(row.textContent).toContain('45 天');
    expect(row.textContent).toContain(account.orgName);
  });
});

describe('发票', () => {
  it('records a paper invoice’s posting, refusing a malformed tracking number, then who signed for it', async () => {
    const [paper] = (await pagePaperInvoices({ query: { status: 0 } })).records;
    if (!paper) throw new Error('the seed holds a paper invoice waiting to be posted');
    await renderWorkbenchPage('/paper', PaperRoute, { invoiceNo: paper.invoiceNo });
    await userEvent.click(within(await rowOf('纸质发票列表', paper.orderNo)).getByRole('button', { name: '邮寄' }));
    const post = within(dialog());
    await userEvent.type(post.getByRole('textbox', { name: /快递公司/ }), '顺丰速运');
    await userEvent.type(post.getByRole('textbox', { name: /快递单号/ }), 'SF-12');
    await userEvent.click(post.getByRole('button', { name: '确定' }));
    expect(await post.findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(post.getByRole('textbox', { name: /快递单号/ }));
    await userEvent.type(post.getByRole('textbox', { name: /快递单号/ }), 'SF1234567890123');
    await userEvent.click(post.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已登记邮寄', {}, loaded)).toBeTruthy();
    const posted = await rowOf('纸质发票列表', 'SF1234567890123');
    expect(posted.textContent).toContain('已邮寄');

    await userEvent.click(within(posted).getByRole('button', { name: '签收' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /签收人/ }), '李采购');
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已登记签收', {}, loaded)).toBeTruthy();
    expect((await rowOf('纸质发票列表', '李采购')).textContent).toContain('已签收');
  });

  it('exports the invoice reconciliation as an xlsx', async () => {
    await renderWorkbenchPage('/system-invoice', InvoiceCheckRoute, { checkResult: 2 });
    await rowOf('发票对账列表', '金额不一致');
    const saved = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    const { name, head } = await saved();
    expect(name).toMatch(/\.xlsx$/);
    expect(head.slice(0, 2)).toBe('PK');
  });
});
