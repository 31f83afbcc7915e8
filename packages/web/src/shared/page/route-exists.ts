import { useRouter } from '@tanstack/react-router';

/**
 * Whether a path has a page yet. Layouts list every destination the documents name; links to pages still to be
 * built are left out rather than leading to 404.
 */
export function useRouteExists(): (path: string) => boolean {
  const routes = useRouter().routesByPath as unknown as Record<string, unknown>;
  return (path) => path in routes;
}
