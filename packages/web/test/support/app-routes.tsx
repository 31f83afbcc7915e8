// Tests of the app's own root and layout routes (guard, menus, title, 403/404) over stand-in pages. The route objects
// are the app's modules, which every test file shares (the files run without isolation), and giving a route children
// replaces its own: each file puts the children back when it is done, so the next file sees the app's tree.
import { type AnyRoute, createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { pageAt } from '@zc/routes';
import { afterAll } from 'vitest';
import { Route as rootRoute } from '@/routes/__root.tsx';
import { Route as workbenchRoute } from '@/routes/_workbench.tsx';
import { parseSearch } from '@/shared/page/search.ts';

/** `route` with `children` until the end of the test file that calls this. */
export function withChildrenForFile<T extends AnyRoute>(route: T, children: AnyRoute[]): T {
  const own = route.children;
  afterAll(() => {
    route.children = own;
  });
  return route.addChildren(children) as T;
}

/** The app's root and workbench layout over a stand-in page per path, each showing `<its title>的内容`. */
export function workbenchOver(paths: string[]) {
  const workbench = workbenchRoute.update({ id: '/_workbench', getParentRoute: () => rootRoute } as never);
  const page = (path: string) =>
    createRoute({
      getParentRoute: (): AnyRoute => workbench,
      path,
      component: () => <p>{pageAt(path)?.title}的内容</p>,
    });
  return withChildrenForFile(rootRoute, [withChildrenForFile(workbench, paths.map(page))]);
}

/** The route tree at a path, rendered as the browser opens it. */
export async function openAt(routeTree: AnyRoute, path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), parseSearch });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}
