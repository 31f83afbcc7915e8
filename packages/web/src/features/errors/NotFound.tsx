import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { missingPageStatus } from '@/app/workbench-access.ts';
import { ErrorPage } from './ErrorPage.tsx';

/**
 * The catch-all of a path without a page: 404 (page not found), or 403 (access denied) when it is a documented route
 * the user may not open, as a page outside the user's menu answers.
 */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [answer, setAnswer] = useState<{ pathname: string; status: 403 | 404 }>();
  useEffect(() => {
    let current = true;
    missingPageStatus(pathname).then(
      (status) => current && setAnswer({ pathname, status }),
      () => current && setAnswer({ pathname, status: 404 }),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  // Nothing until the user's menu has answered (it is usually cached already).
  if (answer?.pathname !== pathname) return null;
  return <ErrorPage status={answer.status} />;
}
