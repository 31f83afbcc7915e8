// Who may open a workbench page: the guard of the workbench layout, run before any of its pages loads, and what a
// path without a page answers (403 or 404).
import { getSupplierEnable, loadRoles, readSession, type Session, writeSupplierEnable } from '@zc/sdk';
import { refreshSessionState } from '@/shared/session/session.ts';
import { isWhitelisted } from './guard.ts';
import { type MenuNode, menuRoutes, pagesOpenTo } from './menu.ts';

/** The role types the signed-in user holds, read once after a sign-in that did not read them (a session of before). */
async function roleTypesOf(session: Session): Promise<number[]> {
  let roles = session.roles;
  if (!roles) {
    roles = await loadRoles();
    refreshSessionState();
  }
  return roles.map((role) => role.roleType);
}

/** The pages the user may open: in the server's menu, of an audience the user's roles may open (the page table). */
async function openPages(session: Session): Promise<{ menus: MenuNode[]; routes: Map<string, string> }> {
  // The page table loads with the workbench, not with the first page of the platform.
  const [menus, roleTypes, { mayOpenPage }] = await Promise.all([
    userMenus(session.userId),
    roleTypesOf(session),
    import('@zc/routes'),
  ]);
  const open = pagesOpenTo(menus, (path) => mayOpenPage(path, roleTypes));
  return { menus: open, routes: menuRoutes(open) };
}

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
 * The user's menu without the pages the user's roles may not open, once a supplier's enable flag is known (looked up
 * once, then kept with the session), and whether that menu refuses the page (outside it and outside the whitelist):
 * the shell then answers 403 in the page's place. Without a session the root guard has already sent the visitor away.
 */
export async function workbenchAccess(pathname: string): Promise<{ menus: MenuNode[]; forbidden: boolean }> {
  const session = readSession();
  if (!session) return { menus: [], forbidden: false };
  if (session.userType === 3 && session.isSupplierEnable === undefined) writeSupplierEnable(await getSupplierEnable());
  const { menus, routes } = await openPages(session);
  return { menus, forbidden: !routes.has(pathname) && !isWhitelisted(pathname) };
}

/**
 * What a path the route tree has no page for answers: 403 (access denied) for a route the documents name that the
 * user may not open (outside the whitelist and the user's menu or roles, or with nobody signed in), 404 (page not
 * found) for an unknown path, and for a documented page the user may open that is not built yet.
 */
export async function missingPageStatus(pathname: string): Promise<403 | 404> {
  const path = pathname.replace(/(.)\/+$/, '$1');
  // The list of documented routes loads only when a page is missing.
  const { isDocumentedRoute } = await import('@zc/routes');
  if (!isDocumentedRoute(path) || isWhitelisted(path)) return 404;
  const session = readSession();
  if (!session) return 403;
  return (await openPages(session)).routes.has(path) ? 404 : 403;
}
