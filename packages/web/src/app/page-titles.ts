// A page's title from the page table, loading only the table of the audience its route belongs to: the first visit
// (the sign-in page, the mall home) fetches a few hundred bytes of titles rather than every page of the platform.
import type { Audience, Page } from '@zc/routes';

type Table = () => Promise<{ default: Page[] }>;

const tables: Record<Audience, Table> = {
  public: () => import('@zc/routes/pages/public'),
  workflow: () => import('@zc/routes/pages/workflow'),
  mall: () => import('@zc/routes/pages/mall'),
  mobile: () => import('@zc/routes/pages/mobile'),
  purchaser: () => import('@zc/routes/pages/purchaser'),
  admin: () => import('@zc/routes/pages/admin'),
  supplier: () => import('@zc/routes/pages/supplier'),
  welfare: () => import('@zc/routes/pages/welfare'),
};

/** The audiences a route may belong to, from where its file sits in the route tree. */
export function audiencesOfRoute(routeId: string): Audience[] {
  // The welfare user's pages sit with the administrator's welfare pages.
  if (routeId.startsWith('/_workbench/(admin)/')) return ['admin', 'welfare'];
  if (routeId.startsWith('/_workbench/(supplier)/')) return ['supplier'];
  if (routeId.startsWith('/_workbench/purchase/')) return ['purchaser'];
  if (routeId.startsWith('/_mall/')) return ['mall'];
  if (routeId.startsWith('/_mobile/')) return ['mobile'];
  return ['public', 'workflow'];
}

/** The title of the page at `path`, matched by the route `routeId`; the whole table when its audience lacks it. */
export async function pageTitle(routeId: string, path: string): Promise<string | undefined> {
  const candidates = await Promise.all(audiencesOfRoute(routeId).map((audience) => tables[audience]()));
  const page = candidates.flatMap((table) => table.default).find((candidate) => candidate.path === path);
  return page ? page.title : (await import('@zc/routes')).pageAt(path)?.title;
}
