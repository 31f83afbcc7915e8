// Renders a workbench page as its tab does: under a memory router, in its PageContext (search params parsed by the
// route's own schema), with a fresh query client and the app's toasts, confirm dialogs and loading mask.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { type ComponentType, useMemo } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { showSdkEvents } from '@/app/sdk-events.ts';
import { PageContext } from '@/shared/page/page.tsx';
import { parseSearch } from '@/shared/page/search.ts';
import { refreshSessionState } from '@/shared/session/session.ts';
import { AppOverlays } from '@/shared/ui/AppOverlays.tsx';
import { signInAs, withMockBackend } from './mock-backend.tsx';

/**
 * Each test starts from the seed, signed in as `account` (the app's session store reads the sign-in, as the login
 * page makes it do, so that what the user's roles may do shows), with the SDK's messages shown as toasts.
 */
export function withSignedIn(account: string) {
  withMockBackend();
  let stopEvents: () => void = () => {};
  beforeAll(() => {
    stopEvents = showSdkEvents();
  });
  beforeEach(() => switchAccount(account));
  afterAll(() => stopEvents());
}

/** Signs in as another seeded account, for the calls and for the page's buttons alike. */
export async function switchAccount(account: string) {
  await signInAs(account);
  refreshSessionState();
}

interface PageRoute {
  options: {
    component?: unknown;
    validateSearch?: unknown;
  };
}

type Parse = (search: Record<string, unknown>) => Record<string, unknown>;

/** The page in its tab's frame, its search params those of the current location. */
function Frame({ path, Page, parse }: { path: string; Page: ComponentType; parse: Parse }) {
  const location = useLocation();
  const frame = useMemo(
    () => ({ path, search: location.search as Record<string, unknown>, parse }),
    [path, location.search, parse],
  );
  return (
    <PageContext value={frame}>
      <Page />
    </PageContext>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

/** Renders the page of a file route at `path` with `search`; any other path shows where the page navigated to. */
export async function renderWorkbenchPage(path: string, route: PageRoute, search: Record<string, unknown> = {}) {
  const Page = route.options.component as ComponentType;
  const validate = route.options.validateSearch as
    | ((search: Record<string, unknown>) => Record<string, unknown>)
    | undefined;
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AppOverlays />
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path,
    component: () => <Frame path={path} Page={Page} parse={validate ?? ((value) => value)} />,
  });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: Where });
  const query = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)])).toString();
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [query ? `${path}?${query}` : path] }),
    parseSearch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await router.load();
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** A small file to pick in an upload field. */
export const testFile = (name: string, type: string, bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46])) =>
  new File([bytes], name, { type });
