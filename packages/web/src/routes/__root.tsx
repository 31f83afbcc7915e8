import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  Outlet,
  redirect,
  useMatches,
} from '@tanstack/react-router';
import { readSession } from '@zc/sdk';
import { useSelectWebInformation } from '@zc/sdk/react';
import { useEffect } from 'react';
import { guard, isMobileUserAgent } from '../app/guard.ts';
import { ChunkError, chunkFailure } from '../features/errors/ChunkError.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { AppOverlays } from '../shared/ui/AppOverlays.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (also the tab's title). */
    title?: string;
  }
}

/** The document title: the page's title and the mall name the server gives. */
function Root() {
  const site = useSelectWebInformation();
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const mallName = site.data?.mallName ?? '政采商城';
  useEffect(() => {
    document.title = title ? `${title} - ${mallName}` : mallName;
  }, [title, mallName]);
  return (
    <>
      <Outlet />
      <AppOverlays />
    </>
  );
}

function RootError({ error }: ErrorComponentProps) {
  const failure = chunkFailure(error);
  return failure ? <ChunkError failure={failure} /> : <ErrorPage status={500} />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const decision = guard({
      path: location.pathname,
      hasToken: readSession() !== null,
      mobile: isMobileUserAgent(navigator.userAgent),
    });
    if ('redirect' in decision) {
      throw redirect({
        to: decision.redirect,
        search: decision.redirect === '/login' ? { redirect: location.href } : {},
      });
    }
  },
  component: Root,
  errorComponent: RootError,
  notFoundComponent: () => <ErrorPage status={404} />,
  staticData: {},
});
