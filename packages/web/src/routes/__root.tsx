import { createRootRoute, type ErrorComponentProps, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { readSession, selectWebInformation } from '@zc/sdk';
import { useEffect, useState } from 'react';
import { guard, isMobileUserAgent } from '../app/guard.ts';
import { pageTitle } from '../app/page-titles.ts';
import { ChunkError, chunkFailure } from '../features/errors/ChunkError.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { NotFound } from '../features/errors/NotFound.tsx';
import { TitleOverride } from '../features/errors/page-title.ts';
import { AppOverlays } from '../shared/ui/AppOverlays.tsx';

/**
 * The document title: the page's title (or that of the 403 or 404 page shown in its place) and the mall name the
 * server gives.
 */
function Root() {
  // A plain call, once: TanStack Query is not loaded with the first page.
  const [mallName, setMallName] = useState('政采商城');
  useEffect(() => {
    selectWebInformation().then(
      (site) => site.mallName && setMallName(site.mallName),
      () => undefined,
    );
  }, []);
  const routeTitle = usePageTitle();
  const [override, setOverride] = useState<string>();
  const title = override ?? routeTitle;
  useEffect(() => {
    document.title = title ? `${title} - ${mallName}` : mallName;
  }, [title, mallName]);
  return (
    <>
      <TitleOverride value={setOverride}>
        <Outlet />
      </TitleOverride>
      <AppOverlays />
    </>
  );
}

/** The title of the page at the current path, from its audience's part of the page table (loaded apart). */
function usePageTitle() {
  const { pathname, routeId } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, routeId: state.matches.at(-1)?.routeId ?? '' }),
    structuralSharing: true,
  });
  const [title, setTitle] = useState<{ pathname: string; title: string | undefined }>();
  useEffect(() => {
    let current = true;
    pageTitle(routeId, pathname).then(
      (found) => current && setTitle({ pathname, title: found }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [routeId, pathname]);
  return title?.pathname === pathname ? title.title : undefined;
}

function RootError({ error }: ErrorComponentProps) {
  const failure = chunkFailure(error);
  return failure ? <ChunkError failure={failure} /> : <ErrorPage status={500} />;
}

export const Route = createRootRoute({
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
  notFoundComponent: NotFound,
});
