// The server's menu tree (GET menu/user/{id}): what the side menu shows and which pages the user may open.
import type { Data } from '@zc/sdk';

export type MenuNode = Data<'getUserMenus'>['menus'][number];

/** A node's route: '/' followed by its url (groups have none). Module 'main' pages live in the main layout. */
export const routeOf = (node: Pick<MenuNode, 'url'>) => (node.url ? `/${node.url.replace(/^\//, '')}` : '');

/** Every route the menu grants, shown in the menu or not, with its name. */
export function menuRoutes(menus: readonly MenuNode[]): Map<string, string> {
  return new Map([...menuTrails(menus)].map(([route, trail]) => [route, trail.at(-1) ?? '']));
}

/** Every route the menu grants with the names from its top group down to its own (a page's breadcrumb). */
export function menuTrails(menus: readonly MenuNode[]): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  const walk = (nodes: readonly MenuNode[], above: string[]) => {
    for (const node of nodes) {
      const trail = [...above, node.name];
      const route = routeOf(node);
      if (route) trails.set(route, trail);
      walk(node.children ?? [], trail);
    }
  };
  walk(menus, []);
  return trails;
}

/** The menu as shown: nodes whose show flag is 1, groups without a shown child left out. */
export function visibleMenu(menus: readonly MenuNode[]): MenuNode[] {
  return menus
    .filter((node) => node.show === 1)
    .map((node) => ({ ...node, children: visibleMenu(node.children ?? []) }))
    .filter((node) => routeOf(node) || (node.children?.length ?? 0) > 0);
}

/** The menu without the pages `mayOpen` refuses, and without the groups left with no page. */
export function pagesOpenTo(menus: readonly MenuNode[], mayOpen: (route: string) => boolean): MenuNode[] {
  return menus
    .map((node) => ({ ...node, children: pagesOpenTo(node.children ?? [], mayOpen) }))
    .filter((node) => (routeOf(node) ? mayOpen(routeOf(node)) : node.children.length > 0));
}
