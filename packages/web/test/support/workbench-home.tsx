// For the tests of the home pages: the harness of renderWorkbenchPage routes only the page under test, so the pages
// its figures open are added here, those and only those the app has as file routes. Each shows where it was opened.
import { type AnyRoute, type AnyRouter, createRoute, useLocation, useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { renderWorkbenchPage } from './workbench.tsx';

/** The app's route paths, from its route files (pathless layouts `_x` and groups `(x)` add nothing to a path). */
export const appRoutePaths = Object.keys(import.meta.glob('/src/routes/**/*.tsx'))
  .map((file) =>
    file
      .replace(/^\/src\/routes/, '')
      .replace(/\.tsx$/, '')
      .split('/')
      .filter((segment) => segment && !segment.startsWith('_') && !/^\(.*\)$/.test(segment) && segment !== 'index')
      .join('/'),
  )
  .map((path) => `/${path}`);

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

const added = new WeakSet<AnyRouter>();

/** Adds the app's other routes to the harness's router, so that the page can ask whether a path exists. */
function addAppRoutes(router: AnyRouter, ownPath: string) {
  if (added.has(router)) return;
  added.add(router);
  const root = router.routeTree as AnyRoute;
  const extra = appRoutePaths
    .filter((path) => path !== ownPath && path !== '/')
    .map((path) => createRoute({ getParentRoute: () => root, path, component: Where }));
  root.addChildren([...((root.children as AnyRoute[] | undefined) ?? []), ...extra]);
  router.setRoutes(router.buildRouteTree());
}

type PageRoute = Parameters<typeof renderWorkbenchPage>[1];

function WithAppRoutes({ Page, path }: { Page: ComponentType; path: string }) {
  addAppRoutes(useRouter(), path);
  return <Page />;
}

/** renderWorkbenchPage, with the routes of the app beside the page (added before the page first renders). */
export function renderHomePage(path: string, route: PageRoute, search?: Record<string, unknown>) {
  const Page = route.options.component as ComponentType;
  const component = () => <WithAppRoutes Page={Page} path={path} />;
  return renderWorkbenchPage(path, { options: { ...route.options, component } }, search);
}
