import { openAt, workbenchOver } from '@test/support/app-routes.tsx';
import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen, within } from '@testing-library/react';
import { type MenuEntry, pageAt, purchaserMenuOf } from '@zc/routes';
import { describe, expect, it } from 'vitest';
import { resetTabs } from '@/app/tabs.ts';
import { refreshSessionState } from '@/shared/session/session.ts';

withMockBackend();

// The app's own root and workbench layout routes (guard, menus, 403) over stand-in pages.
const routeTree = workbenchOver([
  '/purchase/my-platform',
  '/purchase/my-cart',
  '/purchase/order-check',
  '/purchase/purchaser-payment-confirm',
]);

/** A menu's page titles and group names, in its order. */
const linksOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [pageAt(entry)?.title ?? entry] : linksOf(entry[2])));
const groupsOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [] : [entry[0]]));

const roles = [
  { account: 'caigou01', role: 'purchaser', has: ['我的购物车', '采购合同'], forbidden: '/purchase/order-check' },
  {
    account: 'xiangmu01',
    role: 'project_manager',
    has: ['订单审批', '采购计划审批'],
    forbidden: '/purchase/purchaser-payment-confirm',
  },
  { account: 'shenpi01', role: 'approver', has: ['订单审批', '公告审核'], forbidden: '/purchase/my-cart' },
  { account: 'caiwu01', role: 'finance', has: ['付款确认', '对账单列表'], forbidden: '/purchase/my-cart' },
];
const everyRolesLinks = new Set(roles.flatMap(({ role }) => linksOf(purchaserMenuOf([role]))));

describe('the menu of each purchaser role', () => {
  it.each(roles)(
    '$account ($role) sees its own entries and no other role’s',
    async ({ account, role, has, forbidden }) => {
      await signInAs(account);
      refreshSessionState();
      resetTabs();
      const router = await openAt(routeTree, '/purchase/my-platform');
      const menu = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10_000 });

      const expected = purchaserMenuOf([role]);
      const links = within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual(linksOf(expected));
      expect(
        within(menu)
          .getAllByRole('button')
          .map((button) => button.textContent?.replace('›', '')),
      ).toEqual(groupsOf(expected));
      expect(links).toEqual(expect.arrayContaining([...has, '我的平台', '修改密码']));
      // What only other roles hold is not there.
      const othersOnly = [...everyRolesLinks].filter((title) => !links.includes(title));
      expect(othersOnly.length).toBeGreaterThan(0);
      for (const title of othersOnly) expect(within(menu).queryByRole('link', { name: title })).toBeNull();

      // Another role's page is refused.
      await router.navigate({ to: forbidden });
      expect(await screen.findByRole('heading', { name: '访问受限' })).toBeTruthy();
    },
  );
});
