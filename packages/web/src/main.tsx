import { createRouter, RouterProvider } from '@tanstack/react-router';
import { onSdkEvent, sdkConfig } from '@zc/sdk';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { basepathOf } from './app/guard.ts';
import { reportErrors } from './app/report-errors.ts';
import { showSdkEvents } from './app/sdk-events.ts';
import { routeTree } from './routeTree.gen.ts';
import { parseSearch } from './shared/page/search.ts';
import { applyStoredTheme } from './shared/ui/ThemeSwitch/theme.ts';
import './styles.css';

const router = createRouter({
  routeTree,
  basepath: basepathOf(window.location.pathname),
  defaultPreload: 'intent',
  parseSearch,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

sdkConfig.baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
reportErrors();
showSdkEvents();
applyStoredTheme();
// A session that ends (blacklisted token, failed refresh, sign-out) leaves for the login page; the tabs and the query
// cache end with it by themselves.
onSdkEvent('sessionEnded', () => {
  // Navigation failures are swallowed, as the platform's router does.
  router.navigate({ to: '/login' }).catch(() => undefined);
});

async function start() {
  // VITE_MOCK is replaced at build time, so a production build drops the mock backend entirely.
  let mockControls: ReactNode = null;
  if (import.meta.env.VITE_MOCK === 'on') {
    // The controls load while the mock backend starts, not after it. A failed load is reported where it is awaited,
    // not as an unhandled rejection while the backend starts.
    const controls = import('./features/dev/mock-controls/MockControls.tsx');
    controls.catch(() => undefined);
    await (await import('./app/mock-backend.ts')).startMockBackend();
    // The development server checks every answer against the spec, once the first page is up: the spec is 1.5 MB of
    // script a page load would otherwise wait for. The demo build leaves it to the contract suite.
    if (import.meta.env.DEV)
      requestIdleCallback(() => void import('@zc/sdk/spec').then(({ installSpecChecks }) => installSpecChecks()));
    const { MockControls } = await controls;
    mockControls = <MockControls />;
  }
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it in one
  // long task (a phone's slow processor would wait for all of it before it could answer a tap).
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
        {mockControls}
      </StrictMode>,
    ),
  );
}

void start();
