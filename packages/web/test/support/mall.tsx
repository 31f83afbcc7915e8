// Mall page tests: the app's own root and mall layout over every mall route file in a memory router, so pages
// render with their header, search params and links as the browser shows them. /login is a stand-in that shows
// where the visitor was sent (with the page to return to).
import { createMemoryHistory, createRoute, createRouter, RouterProvider, useLocation } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/app/query-client.tsx';
import { showSdkEvents } from '@/app/sdk-events.ts';
import { Route as root } from '@/routes/__root.tsx';
import type { Route as home } from '@/routes/_mall/index.tsx';
import { Route as mallLayout } from '@/routes/_mall.tsx';
import { parseSearch } from '@/shared/page/search.ts';
import { refreshSessionState } from '@/shared/session/session.ts';
import { withChildrenForFile } from './app-routes.tsx';
import { signInAs, withMockBackend } from './mock-backend.tsx';

const mall = mallLayout.update({ id: '/_mall', getParentRoute: () => root } as never);
const page = (route: { update: (options: never) => unknown }, path: string) =>
  route.update({ id: path, path, getParentRoute: () => mall } as never) as typeof home;

function SignInStandIn() {
  return <p data-testid="location">{useLocation({ select: (location) => location.href })}</p>;
}

// Every mall route file, at its path ('_mall/index.tsx' is '/').
const mallRoutes = import.meta.glob<{ Route: typeof home }>('../../src/routes/_mall/*.tsx', { eager: true });
const mallPages = Object.entries(mallRoutes).map(([file, { Route }]) => {
  const name = /_mall\/(.+)\.tsx$/.exec(file)?.[1] ?? '';
  return page(Route, name === 'index' ? '/' : `/${name}`);
});

let routeTree: typeof root;

/** Each test starts from the seed, signed out, with an empty query cache and the SDK's messages shown as toasts. */
export function withMall() {
  withMockBackend();
  routeTree = withChildrenForFile(root, [
    withChildrenForFile(mall, mallPages),
    createRoute({ getParentRoute: () => root, path: '/login', component: SignInStandIn }),
  ]);
  let stopEvents = () => {};
  beforeAll(() => {
    stopEvents = showSdkEvents();
  });
  afterEach(() => {
    queryClient.clear();
    refreshSessionState();
  });
  afterAll(() => stopEvents());
}

/** Signs in as a seeded account, as the login page does. */
export async function signInToMall(account: string) {
  await signInAs(account);
  refreshSessionState();
}

/** The mall at a url ('/search?keyword=笔'); the router navigates on from there. */
export async function openMall(url: string) {
  refreshSessionState();
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), parseSearch });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}
