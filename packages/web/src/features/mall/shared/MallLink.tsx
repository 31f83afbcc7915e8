// Links the server configures (navigation, banners, floors): a page of the app with its query, or another site.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRouteExists } from '@/shared/page/route-exists.ts';

const isExternal = (url: string) => /^https?:/.test(url);
const parse = (url: string) => new URL(url, 'http://mall.local');

/** Whether the url opens another site or a page the app has. */
export function useIsReachable() {
  const exists = useRouteExists();
  return (url: string) => isExternal(url) || exists(parse(url).pathname);
}

export interface MallLinkProps {
  url: string | undefined;
  children: ReactNode;
  className?: string;
  newWindow?: boolean;
}

/** A configured link; its content alone where the url names no page yet. */
export function MallLink({ url, children, className, newWindow }: MallLinkProps) {
  const reachable = useIsReachable();
  if (!url || !reachable(url)) return <span className={className}>{children}</span>;
  if (isExternal(url))
    return (
      <a href={url} target={newWindow ? '_blank' : undefined} rel="noreferrer" className={className}>
        {children}
      </a>
    );
  const { pathname, searchParams } = parse(url);
  return (
    <Link
      to={pathname as '/'}
      search={Object.fromEntries(searchParams) as never}
      className={className}
      activeProps={{ className: 'text-brand font-medium' }}
      activeOptions={{ exact: true, includeSearch: true }}
    >
      {children}
    </Link>
  );
}
