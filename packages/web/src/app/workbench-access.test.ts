import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { server } from '@zc/mocks/node';
import { getUserMenus, readSession } from '@zc/sdk';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { menuRoutes } from './menu.ts';
import { queryClient } from './query-client.tsx';
import { missingPageStatus, workbenchAccess } from './workbench-access.ts';

withMockBackend();

/** Counts the calls the mock backend receives to a path while the test runs. */
function callsTo(path: string) {
  const seen = { count: 0 };
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) seen.count++;
  };
  beforeEach(() => {
    seen.count = 0;
    server.events.on('request:start', count);
  });
  afterEach(() => server.events.removeListener('request:start', count));
  return seen;
}

describe('the workbench guard', () => {
  const lookups = callsTo('/api/bizOrgSupplier/getSupplierEnable');

  it('looks a supplier’s enable flag up once and keeps it with the session', async () => {
    await signInAs('gys01');
    localStorage.removeItem('is_supplier_enable');
    expect(readSession()?.isSupplierEnable).toBeUndefined();

    await workbenchAccess('/supplier-workbench');
    await workbenchAccess('/e-commerce-putaway');
    expect(lookups.count).toBe(1);
    expect(readSession()?.isSupplierEnable).toBe(true);
  });

  it('never looks it up for a purchaser', async () => {
    await signInAs('caigou01');
    await workbenchAccess('/purchase/modify-password');
    expect(lookups.count).toBe(0);
  });

  it('grants the pages of the user’s menu and refuses the others with 403', async () => {
    await signInAs('caigou01');
    const { menus, forbidden } = await workbenchAccess('/purchase/modify-password');
    expect(menus.length).toBeGreaterThan(0);
    expect(forbidden).toBe(false);
    await expect(workbenchAccess('/supplier-workbench')).resolves.toEqual({ menus, forbidden: true });
    await expect(workbenchAccess('/403')).resolves.toEqual({ menus, forbidden: false });
  });
});

describe('pages of another role', () => {
  /** Signs in as `account`, whose menu the server is made to answer with an administrator's page in it. */
  async function signInWithAdminPageInMenu(account: string) {
    const session = await signInAs(account);
    const answer = await getUserMenus({ path: { id: session.userId } });
    const adminPage = { id: '99', parentId: '0', url: 'organization', module: 'main', name: '组织机构', show: 1 };
    server.use(
      http.get('*/api/menu/user/:id', () =>
        HttpResponse.json({ code: 200, msg: '', data: { ...answer, menus: [...answer.menus, adminPage] } }),
      ),
    );
    queryClient.clear();
  }

  it('refuses an administrator’s page to a supplier whose menu grants it, and leaves it out of the menu', async () => {
    await signInWithAdminPageInMenu('gys01');
    expect((await workbenchAccess('/organization')).forbidden).toBe(true);
    expect(await missingPageStatus('/organization')).toBe(403);
    const { menus } = await workbenchAccess('/supplier-workbench');
    expect(menuRoutes(menus).has('/organization')).toBe(false);
    expect(menuRoutes(menus).has('/supplier-brand-manager')).toBe(true);
  });

  it('opens it to an administrator', async () => {
    await signInWithAdminPageInMenu('admin');
    const { menus } = await workbenchAccess('/organization');
    expect(menuRoutes(menus).get('/organization')).toBe('组织机构');
  });

  it('reads the roles of a session stored without them once, and keeps them', async () => {
    await signInAs('gys01');
    localStorage.removeItem('roles');
    await workbenchAccess('/supplier-workbench');
    expect(readSession()?.roles).toEqual([{ roleType: 3, roleCode: 'supplier' }]);
    expect((await workbenchAccess('/workbench')).forbidden).toBe(true);
  });
});

describe('a path without a page', () => {
  it('answers 403 for a documented route outside the user’s menu, 404 for an unknown path', async () => {
    await signInAs('gys01');
    // An administrator's page (documented, not in a supplier's menu) and purchaser pages.
    expect(await missingPageStatus('/organization')).toBe(403);
    expect(await missingPageStatus('/purchase/my-cart')).toBe(403);
    expect(await missingPageStatus('/organization/')).toBe(403);
    expect(await missingPageStatus('/no-such-page')).toBe(404);
    expect(await missingPageStatus('/supplier-workbench/no-such-page')).toBe(404);
  });

  it('answers 404 for a documented page the user may open that is not built, or one open to anyone', async () => {
    await signInAs('admin');
    expect(await missingPageStatus('/organization')).toBe(404);
    expect(await missingPageStatus('/about')).toBe(404);
  });

  it('answers 403 for a documented page when nobody is signed in', async () => {
    expect(await missingPageStatus('/organization')).toBe(403);
    expect(await missingPageStatus('/no-such-page')).toBe(404);
  });
});
