// The production build's route tree, written as rows by `build/compact-routes.ts`: one `[route, id, children?]` a
// route instead of the generated file's variable, object key and `update` call, since every route's definition loads
// with the first visit to any page.
import type { AnyRoute } from '@tanstack/react-router';

export type RouteRow = [route: AnyRoute, id: string, children?: RouteRow[]];

/** The path the generator gives a route of this id: a group `(name)` adds nothing, a pathless layout `_name` has none. */
export function pathOf(id: string): string | undefined {
  if (id.split('/').at(-1)?.startsWith('_')) return undefined;
  return id.replace(/\/\([^)]*\)/g, '') || '/';
}

/** The routes of `rows` under `parent`, as the generated route tree adds them. */
export function routeRows(parent: AnyRoute, rows: RouteRow[]): AnyRoute {
  return parent._addFileChildren(
    rows.map(([route, id, children]) => {
      // A route's place, which `update` types as options (the generated file writes `as any`).
      const place = { id, path: pathOf(id), getParentRoute: () => parent };
      route.update(place as Parameters<AnyRoute['update']>[0]);
      return children ? routeRows(route, children) : route;
    }),
  );
}
