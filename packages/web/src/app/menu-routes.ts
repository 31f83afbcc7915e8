// The pages the signed-in user's menu grants, for a page that links only to what its reader may open.
import { useQuery } from '@tanstack/react-query';
import { getUserMenusQueryOptions } from '@zc/sdk/react';
import { useSession } from '@/shared/session/session.ts';
import { menuRoutes } from './menu.ts';

/**
 * The routes of the signed-in user's menu, shown or not (the same call, and cache, as the workbench's guard): what
 * the user's roles hold.
 */
export function useMenuRoutes() {
  const userId = useSession()?.userId ?? '';
  return useQuery({
    ...getUserMenusQueryOptions({ path: { id: userId } }),
    enabled: Boolean(userId),
    select: ({ menus }) => new Set(menuRoutes(menus).keys()),
  });
}
