import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { appRoutePaths } from '@test/support/workbench-home.tsx';
import { seededAccounts } from '@zc/mocks/seeded-accounts';
import { getUserMenus } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { menuRoutes } from '@/app/menu.ts';
import { homeOf } from './home.ts';

withMockBackend();

/** Where each seeded role lands: its own home page. */
const homes: Record<(typeof seededAccounts)[number]['account'], string> = {
  admin: '/workbench',
  caigou01: '/purchase/my-platform',
  xiangmu01: '/purchase/my-platform',
  shenpi01: '/purchase/my-platform',
  caiwu01: '/purchase/my-platform',
  gys01: '/supplier-workbench',
  bendi01: '/supplier-workbench',
  dianshang01: '/supplier-workbench',
  fuli01: '/welfare-user-activities',
};

describe('homeOf', () => {
  it('sends every seeded role to its own home, a page of the app that its menu grants', async () => {
    const landed: Record<string, string> = {};
    for (const { account } of seededAccounts) {
      const session = await signInAs(account);
      const home = homeOf(session);
      landed[account] = home;
      const { menus } = await getUserMenus({ path: { id: session.userId } });
      expect(menuRoutes(menus).has(home), `${account}'s menu grants ${home}`).toBe(true);
      expect(appRoutePaths, `${home} is a route`).toContain(home);
    }
    expect(landed).toEqual(homes);
  });

  it('tells the roles apart by user type first, then by authority', () => {
    expect(homeOf({ userType: 3, authorities: ['ROLE_PLATFORM_ADMIN'] })).toBe('/supplier-workbench');
    expect(homeOf({ userType: 0, authorities: ['ROLE_PLATFORM_ADMIN', 'ROLE_WELFARE_USER'] })).toBe('/workbench');
    expect(homeOf({ userType: 0, authorities: ['ROLE_WELFARE_USER'] })).toBe('/welfare-user-activities');
    expect(homeOf({ userType: 0, authorities: [] })).toBe('/purchase/my-platform');
  });
});
