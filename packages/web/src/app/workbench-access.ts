// Who may open a workbench page: the guard of the workbench layout, run before any of its pages loads.
import { getSupplierEnable, readSession, writeSupplierEnable } from '@zc/sdk';
import { isWhitelisted } from './guard.ts';
import { type MenuNode, menuRoutes } from './menu.ts';

/** A page outside the user's menu and outside the whitelist: the layout answers 403. */
export class Forbidden extends Error {}

/**
 * The user's menu, once a supplier's enable flag is known (looked up once, then kept with the session); refuses with
 * `Forbidden` a page the menu does not grant. Without a session the root guard has already sent the visitor away.
 */
export async function workbenchAccess(pathname: string): Promise<{ menus: MenuNode[] }> {
  const session = readSession();
  if (!session) return { menus: [] };
  if (session.userType === 3 && session.isSupplierEnable === undefined) writeSupplierEnable(await getSupplierEnable());
  const [{ queryClient }, { getUserMenusQueryOptions }] = await Promise.all([
    import('./query-client.tsx'),
    import('@zc/sdk/react'),
  ]);
  const { menus } = await queryClient.ensureQueryData(getUserMenusQueryOptions({ path: { id: session.userId } }));
  if (!menuRoutes(menus).has(pathname) && !isWhitelisted(pathname)) throw new Forbidden();
  return { menus };
}
