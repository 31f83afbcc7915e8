// A form page that is done closes its tab and returns to the tab it was opened from, so tabs do not pile up.
import { type NavigateOptions, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePagePath } from '@/shared/page/page.tsx';
import { finishTab } from './tabs.ts';

/**
 * `finish(elsewhere)`, called by a form page once it succeeded: closes the page's tab and shows the tab it was opened
 * from, or `elsewhere` when that tab is closed already (or the page was opened by its address).
 */
export function useFinish() {
  const path = usePagePath();
  const navigate = useNavigate();
  return useCallback(
    (elsewhere: NavigateOptions) => {
      const from = finishTab(path);
      if (!from) return navigate(elsewhere);
      return navigate({ to: from.path, search: from.search as never });
    },
    [path, navigate],
  );
}
