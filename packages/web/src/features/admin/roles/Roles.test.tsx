import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUserMenus, pageOrgRoles, pageRoles, pageRoleUsers, pageSupplierUsers } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as orgRoles } from '@/routes/_workbench/(admin)/disable-supplier-role.tsx';
import { Route as supplierResources } from '@/routes/_workbench/(admin)/resources-manager-supplier.tsx';
import { Route as roles } from '@/routes/_workbench/(admin)/role.tsx';
import { Route as supplierRoles } from '@/routes/_workbench/(admin)/role-supplier.tsx';

withSignedIn('admin');

const loaded = { timeout: 10_000 };
const rowOf = async (table: string, text: string) =>
  waitFor(() => {
    const row = within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, loaded);
const answer = async (button: string) =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));
const menuUrls = (nodes: { url: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((node) => [node.url, ...menuUrls((node.children ?? []) as typeof nodes)]);
const supplierRole = async () =>
  (await pageRoles({ query: { roleCode: 'supplier_local', roleType: 3 } })).records[0] as { id: string };
const gys01 = async () => (await pageSupplierUsers({ query: { account: 'gys01' } })).records[0] as { id: string };

describe('角色与资源', () => {
  it('takes a menu from the supplier role after asking, and the role’s users’ menu no longer has it', async () => {
    await renderWorkbenchPage('/resources-manager-supplier', supplierResources);
    await userEvent.click(await screen.findByRole('button', { name: /^供应商$/ }, loaded));
    await screen.findByRole('button', { name: '保存权限' }, loaded);
    const tree = screen.getByRole('list', { name: '资源树' });
    await userEvent.click(within(tree).getByRole('button', { name: '展开商品管理' }));
    const brands = within(tree).getByRole('checkbox', { name: '品牌管理' });
    await waitFor(() => expect(brands).toHaveProperty('checked', true), loaded);
    await userEvent.click(brands);
    expect(within(tree).getByRole('checkbox', { name: '商品管理' })).toHaveProperty('indeterminate', true);
    await userEvent.click(screen.getByRole('button', { name: '保存权限' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('将收回角色“供应商”的 品牌管理');
    await answer('保存');
    expect(await screen.findByText('权限已保存，用户下次登录后生效')).toBeTruthy();
    const { menus } = await getUserMenus({ path: { id: (await gys01()).id } });
    expect(menuUrls(menus)).not.toContain('supplier-brand-manager');
    expect(menuUrls(menus)).toContain('supplier-material-manager');
  });

  it('refuses a role code the platform does not take, in its words, and lists a saved role of the page’s group', async () => {
    await renderWorkbenchPage('/role-supplier', supplierRoles);
    await rowOf('角色列表', '本地供应商');
    expect(screen.queryByRole('combobox', { name: '角色类型' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '协议供应商');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色编码' }), '9agreement');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '角色编码' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'supplier');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('角色编码“supplier”已存在')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '角色编码' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'supplier_agreement');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const row = await rowOf('角色列表', '协议供应商');
    expect(row.textContent).toContain('供应商');

    // Built-in roles cannot be edited or deleted; a role of one's own is deleted after asking.
    expect(within(await rowOf('角色列表', '本地供应商')).queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    await answer('删除');
    await waitFor(() => expect(screen.queryByText('协议供应商')).toBeNull(), loaded);
  });

  it('binds supplier accounts to a role and reports a batch unbinding', async () => {
    const role = await supplierRole();
    await renderWorkbenchPage('/role', roles, { roleCode: 'supplier_local' });
    await userEvent.click(within(await rowOf('角色列表', '本地供应商')).getByRole('button', { name: '用户' }));
    const users = await screen.findByRole('table', { name: '角色用户列表' });
    await waitFor(() => expect(within(users).getAllByRole('row').length).toBeGreaterThan(1), loaded);
    const before = (await pageRoleUsers({ query: { roleId: role.id } })).total;
    await userEvent.click(screen.getByRole('button', { name: '添加用户' }));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '孙供应{Enter}');
    const picker = await screen.findByRole('table', { name: '可选用户列表' });
    const picked = await waitFor(() => {
      const row = within(picker)
        .getAllByRole('row')
        .find((candidate) => candidate.textContent?.includes('gys01'));
      if (!row) throw new Error('gys01 not listed');
      return row;
    }, loaded);
    await userEvent.click(within(picked).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '绑定（1）' }));
    expect(await screen.findByText('已绑定 1 名用户')).toBeTruthy();
    await waitFor(async () => expect((await pageRoleUsers({ query: { roleId: role.id } })).total).toBe(before + 1));

    await waitFor(() => expect(within(users).getAllByRole('row').length).toBe(before + 2), loaded);
    await userEvent.click(within(users).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '批量解除' }));
    await answer('解除');
    const report = await screen.findByRole('dialog', { name: '批量解除结果' }, loaded);
    expect(report.textContent).toContain(`已解除 ${before + 1} 名用户`);
    expect((await pageRoleUsers({ query: { roleId: role.id } })).total).toBe(0);
  });

  it('disables a supplier role for one supplier after asking, and enables it again', async () => {
    await renderWorkbenchPage('/disable-supplier-role', orgRoles);
    const row = await rowOf('供应商角色列表', '北京晨曦办公用品有限公司');
    expect(row.textContent).toContain('正常');
    await userEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('将失去角色“供应商”');
    await answer('停用');
    await waitFor(async () =>
      expect((await rowOf('供应商角色列表', '北京晨曦办公用品有限公司')).textContent).toContain('已停用'),
    );
    const { menus } = await getUserMenus({ path: { id: (await gys01()).id } });
    expect(menus).toHaveLength(0);
    const disabled = await pageOrgRoles({ query: { roleType: 3, disabled: 1 } });
    expect(disabled.records.map((one) => one.orgName)).toContain('北京晨曦办公用品有限公司');
    await userEvent.click(
      within(await rowOf('供应商角色列表', '北京晨曦办公用品有限公司')).getByRole('button', { name: '启用' }),
    );
    expect(await screen.findByText(/已启用，\d+ 个账号恢复角色“供应商”/)).toBeTruthy();
  });
});
