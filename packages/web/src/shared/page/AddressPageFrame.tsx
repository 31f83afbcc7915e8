// Pages without tabs (the mall, the mobile site): the page kit's hooks (useList, usePageSearch) read a page's search params from the
// address bar, parsed by the page's own route.
import { useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { PageContext } from './page.tsx';

type Parse = (search: Record<string, unknown>) => Record<string, unknown>;

export function AddressPageFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.routeId });
  const router = useRouter();
  const frame = useMemo(() => {
    const route = routeId ? router.routesById[routeId as keyof typeof router.routesById] : undefined;
    const parse = ((route?.options as { validateSearch?: Parse } | undefined)?.validateSearch ??
      ((value) => value)) as Parse;
    return { path: pathname, search: search as Record<string, unknown>, parse };
  }, [router, routeId, pathname, search]);
  return <PageContext value={frame}>{children}</PageContext>;
}
