// Component tests run pages against the mock backend (msw/node), signed in as its seeded accounts when they need to be.
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
import { seededPassword } from '@zc/mocks/config';
import { server } from '@zc/mocks/node';
import { resetToSeed } from '@zc/mocks/seed';
import { getLoginCaptcha, getUserById, sdkConfig, signIn } from '@zc/sdk';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

const base = 'http://mock.test';

export function withMockBackend() {
  beforeAll(async () => {
    await resetToSeed();
    server.listen({ onUnhandledRequest: 'error' });
    sdkConfig.baseUrl = base;
  });
  beforeEach(async () => {
    localStorage.clear();
    await resetToSeed();
  });
  // A test's own answers (`server.use`) end with it.
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The last SMS code the mock "sent" to a phone. */
export const lastSmsCode = async (phone: string): Promise<string> =>
  (await (await fetch(`${base}/__mock/sms/${phone}`)).json()).data;

/** Signs in as a seeded account (the captcha's answer from the QA endpoint), as the login page does. */
export async function signInAs(account: string) {
  const captcha = await getLoginCaptcha();
  const code = (await (await fetch(`${base}/__mock/captcha/${captcha.key}`)).json()).data;
  return signIn({ username: account, password: seededPassword, key: captcha.key, code });
}

/** A seeded user's phone: signs in as the user, reads it, signs out here. */
export async function phoneOf(account: string): Promise<string> {
  const session = await signInAs(account);
  const user = await getUserById({ path: { id: session.userId } });
  localStorage.clear();
  return user.phone ?? '';
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders the page at `path`; any other path shows where the page navigated to. */
export async function renderPage(path: string, Page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: Page });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: Where });
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}
