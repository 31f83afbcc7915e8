// Who may open a workbench page: the guard of the workbench layout, run before any of its pages loads, and what a
// path without a page answers (403 or 404).
import { getSupplierEnable, readSession, writeSupplierEnable } from '@zc/sdk';
import { isWhitelisted } from './guard.ts';
import { type MenuNode, menuRoutes } from './menu.ts';

/** A page outside the user's menu and outside the whitelist: the layout answers 403. */
export class Forbidden extends Error {}

/** The signed-in user's menu tree (cached by TanStack Query, which loads with the first page that needs it). */
async function userMenus(userId: string): Promise<MenuNode[]> {
  const [{ queryClient }, { getUserMenusQueryOptions }] = await Promise.all([
    import('./query-client.tsx'),
    import('@zc/sdk/react'),
  ]);
  const { menus } = await queryClient.ensureQueryData(getUserMenusQueryOptions({ path: { id: userId } }));
  return menus;
}

/**
 * The user's menu, once a supplier's enable flag is known (looked up once, then kept with the session); refuses with
 * `Forbidden` a page the menu does not grant. Without a session the root guard has already sent the visitor away.
 */
export async function workbenchAccess(pathname: string): Promise<{ menus: MenuNode[] }> {
  const session = readSession();
  if (!session) return { menus: [] };
  if (session.userType === 3 && session.isSupplierEnable === undefined) writeSupplierEnable(await getSupplierEnable());
  const menus = await userMenus(session.userId);
  if (!menuRoutes(menus).has(pathname) && !isWhitelisted(pathname)) throw new Forbidden();
  return { menus };
}

/**
 * What a path the route tree has no page for answers: 403 (access denied) for a route the documents name that the
 * user may not open (outside the whitelist and the user's menu, or with nobody signed in), 404 (page not found) for an
 * unknown path, and for a documented page the user may open that is not built yet.
 */
export async function missingPageStatus(pathname: string): Promise<403 | 404> {
  const path = pathname.replace(/(.)\/+$/, '$1');
  // The list of documented routes loads only when a page is missing.
  const { isDocumentedRoute } = await import('@zc/routes');
  if (!isDocumentedRoute(path) || isWhitelisted(path)) return 404;
  const session = readSession();
  if (!session) return 403;
  return menuRoutes(await userMenus(session.userId)).has(path) ? 404 : 403;
}
