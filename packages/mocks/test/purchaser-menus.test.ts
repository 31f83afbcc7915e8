// The menu call answers each purchaser the menu of the roles it holds, from the role-resource assignments.
import { type MenuEntry, menuTree, purchaserButtonsOf, purchaserHiddenOf, purchaserMenuOf } from '@zc/routes';
import { batchBindRoleUsers, type Data, getRoleAuthority, getUserMenus, saveRoleAuthority } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { accountTables } from '../src/tables/accounts.ts';
import { login, withSession } from './support.ts';

withSession();

type Node = Data<'getUserMenus'>['menus'][number];

/** The menu as shown (show 1), by name and url, groups with their entries. */
const shown = (nodes: readonly Node[]): { name: string; url: string; children?: unknown[] }[] =>
  nodes
    .filter((node) => node.show === 1)
    .map((node) => {
      const children = shown(node.children ?? []);
      return children.length > 0 ? { name: node.name, url: node.url, children } : { name: node.name, url: node.url };
    });
/** The pages granted outside the menu (show 0). */
const hidden = (nodes: readonly Node[]): string[] =>
  nodes.flatMap((node) => [...(node.show === 0 ? [`/${node.url}`] : []), ...hidden(node.children ?? [])]);

const menusOf = async (account: string) => {
  const session = await login(account);
  return getUserMenus({ path: { id: session.userId } });
};
const roleId = (code: string) => accountTables.roles.all().find((role) => role.roleCode === code)?.id ?? '';
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const expected = (codes: string[]) => menuTree(purchaserMenuOf(codes) as MenuEntry[]);

describe('the menus of the purchaser roles', () => {
  it.each([
    ['caigou01', 'purchaser'],
    ['xiangmu01', 'project_manager'],
    ['shenpi01', 'approver'],
    ['caiwu01', 'finance'],
  ])('answers %s the menu, hidden pages and buttons of the role %s', async (account, code) => {
    const { menus, buttonList } = await menusOf(account);
    expect(shown(menus)).toEqual(expected([code]));
    expect(hidden(menus).sort()).toEqual(purchaserHiddenOf([code]).sort());
    expect(buttonList).toEqual(purchaserButtonsOf([code]));
  });

  it('keeps what another role does out of a role’s menu', async () => {
    const urls = (menus: Node[]): string[] => menus.flatMap((node) => [node.url, ...urls(node.children ?? [])]);
    const buyer = urls((await menusOf('caigou01')).menus);
    expect(buyer).toContain('purchase/my-cart');
    expect(buyer).not.toContain('purchase/purchaser-payment-confirm');
    expect(buyer).not.toContain('purchase/announcement-check');
    const finance = urls((await menusOf('caiwu01')).menus);
    expect(finance).toContain('purchase/purchaser-payment-confirm');
    expect(finance).not.toContain('purchase/my-cart');
    const approver = urls((await menusOf('shenpi01')).menus);
    expect(approver).toContain('purchase/order-check');
    expect(approver).not.toContain('purchase/my-cart');
  });

  it('answers a user of two roles the union of their menus, and follows what an administrator assigns', async () => {
    await login('admin');
    await batchBindRoleUsers({ body: { roleId: roleId('finance'), userIds: [userId('caigou03')] } });
    const { menus, buttonList } = await menusOf('caigou03');
    expect(shown(menus)).toEqual(expected(['purchaser', 'finance']));
    expect(buttonList).toEqual(purchaserButtonsOf(['purchaser', 'finance']));

    // The finance role is given the cart as well: its holders find it in their menu.
    await login('admin');
    const cart = accountTables.resources.all().find((resource) => resource.url === 'purchase/my-cart');
    const { resourceIds } = await getRoleAuthority({ path: { roleId: roleId('finance') } });
    await saveRoleAuthority({
      path: { roleId: roleId('finance') },
      body: { resourceIds: [...resourceIds, cart?.parentId ?? '', cart?.id ?? ''] },
    });
    const finance = (await menusOf('caiwu01')).menus;
    expect(finance.find((node) => node.name === '商城采购')?.children?.map((node) => node.url)).toEqual([
      'purchase/my-cart',
    ]);
  });
});
