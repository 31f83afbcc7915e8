import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { server } from '@zc/mocks/node';
import { readSession } from '@zc/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Forbidden, missingPageStatus, workbenchAccess } from './workbench-access.ts';

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
    const { menus } = await workbenchAccess('/purchase/modify-password');
    expect(menus.length).toBeGreaterThan(0);
    await expect(workbenchAccess('/supplier-workbench')).rejects.toBeInstanceOf(Forbidden);
    await expect(workbenchAccess('/403')).resolves.toEqual({ menus });
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
