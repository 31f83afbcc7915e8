import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupplierInfo } from '@zc/sdk';
import { describe, expect, it, vi } from 'vitest';
import { Route as ShopRoute } from '@/routes/_workbench/(supplier)/supplier-base-info-gl.tsx';
import { Route as BaseRoute } from '@/routes/_workbench/(supplier)/supplier-base-info-manage.tsx';

withSignedIn('gys01');

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

async function retype(dialog: HTMLElement, name: string, value: string) {
  await userEvent.clear(textbox(dialog, name));
  if (value) await userEvent.type(textbox(dialog, name), value);
}

describe('基本信息与店铺管理', () => {
  it('shows the supplier and its organisation, refuses bad data and saves a corrected contact', async () => {
    const supplier = await getSupplierInfo();
    await renderWorkbenchPage('/supplier-base-info-manage', BaseRoute);
    const company = await screen.findByRole('region', { name: '企业信息' });
    expect(company.textContent).toContain(supplier.orgNameZh);
    expect(company.textContent).toContain(supplier.creditCode);
    expect((await screen.findByRole('region', { name: '组织信息' })).textContent).toContain('供应商');

    await userEvent.click(within(company).getByRole('button', { name: '编辑基本信息' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑基本信息' });
    await retype(dialog, '统一社会信用代码', '12345');
    await retype(dialog, '联系电话', '0531-1234');
    await retype(dialog, '电子邮箱', 'sales@');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    // 统一社会信用代码, 联系电话 and 电子邮箱
    await waitFor(() => expect(within(dialog).getAllByText('格式不正确')).toHaveLength(3));
    expect((await getSupplierInfo()).contactPhone).toBe(supplier.contactPhone);

    await retype(dialog, '统一社会信用代码', supplier.creditCode ?? '');
    await retype(dialog, '联系电话', '13705319999');
    await retype(dialog, '电子邮箱', '');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('基本信息已保存')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: '企业信息' }).textContent).toContain('13705319999'));
    const saved = await getSupplierInfo();
    expect(saved.contactPhone).toBe('13705319999');
    // What the form did not show went back unchanged.
    expect(saved.introduction).toBe(supplier.introduction);
    expect(saved.logo).toBe(supplier.logo);
  });

  it('shows the server’s refusal of the bank account and keeps what was typed', async () => {
    await renderWorkbenchPage('/supplier-base-info-manage', BaseRoute);
    const bank = await screen.findByRole('region', { name: '银行账户' });
    await userEvent.click(within(bank).getByRole('button', { name: '编辑银行账户' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑银行账户' });
    await retype(dialog, '银行账号', '62220212345678');
    const fetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((request, init) =>
        String(request instanceof Request ? request.url : request).includes('/editSupplierBankAccount')
          ? Promise.resolve(Response.json({ code: 500, msg: '银行账户信息与开户许可证不一致', data: null }))
          : fetch(request, init),
      );
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '银行账户信息与开户许可证不一致');
    expect((textbox(dialog, '银行账号') as HTMLInputElement).value).toBe('62220212345678');
    spy.mockRestore();
  });

  it('renames the shop and rewrites its introduction', async () => {
    await renderWorkbenchPage('/supplier-base-info-gl', ShopRoute);
    const shop = await screen.findByRole('region', { name: '店铺信息' });
    await userEvent.click(within(shop).getByRole('button', { name: '编辑店铺信息' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑店铺信息' });
    await retype(dialog, '店铺名称', '');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();

    await retype(dialog, '店铺名称', '晨光集采旗舰店');
    await retype(dialog, '店铺简介', '办公用品集采配送，济南市区当日达。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('店铺信息已保存')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '店铺信息' }).textContent).toContain('晨光集采旗舰店'),
    );
    const saved = await getSupplierInfo();
    expect(saved.shortName).toBe('晨光集采旗舰店');
    expect(saved.introduction).toBe('办公用品集采配送，济南市区当日达。');
  });
});
