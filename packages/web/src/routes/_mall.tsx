import { createFileRoute, redirect } from '@tanstack/react-router';
import { isMobileUserAgent, mobileRedirect } from '../app/guard.ts';
import { WithQueries } from '../app/query-client.tsx';
import { MallLayout } from '../features/mall/layout/MallLayout.tsx';

export const Route = createFileRoute('/_mall')({
  // The mall is the root view: a phone is sent to the mobile site instead (02 §2).
  beforeLoad: ({ location }) => {
    if (!isMobileUserAgent(navigator.userAgent)) return;
    const { id } = location.search as { id?: unknown };
    const to = mobileRedirect({
      path: location.pathname,
      id: id === undefined ? undefined : String(id),
      h5BaseUrl: import.meta.env.VITE_H5_BASE_URL,
    });
    if (!to) return;
    throw 'href' in to
      ? redirect({ href: to.href } as Parameters<typeof redirect>[0])
      : redirect({ to: to.to as '/', search: to.search });
  },
  component: () => (
    <WithQueries>
      <MallLayout />
    </WithQueries>
  ),
});
