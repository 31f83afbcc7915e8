// The whole page table, for what looks pages up across audiences (menus, the 403/404 decision, the mock's menus). The
// browser loads one audience's table at a time (pages/<audience>.ts) where it needs only the current page's title.
import { audienceRoleTypes, type Page } from './page.ts';
import admin from './pages/admin.ts';
import mall from './pages/mall.ts';
import mobile from './pages/mobile.ts';
import publicPages from './pages/public.ts';
import purchaser from './pages/purchaser.ts';
import supplier from './pages/supplier.ts';
import welfare from './pages/welfare.ts';
import workflow from './pages/workflow.ts';

export { type Audience, audienceRoleTypes, type Page } from './page.ts';

export const pages: Page[] = [
  ...publicPages,
  ...workflow,
  ...mall,
  ...mobile,
  ...purchaser,
  ...admin,
  ...supplier,
  ...welfare,
];
const pageByPath = new Map(pages.map((page) => [page.path, page]));

/** The documented page at a path ('/supplier-detail'), if the documents name one. */
export const pageAt = (path: string): Page | undefined => pageByPath.get(path);

/** Whether the documents name a page at this path: refused, it answers 403 rather than 404. */
export const isDocumentedRoute = (path: string) => pageByPath.has(path);

/**
 * Whether a user holding roles of `roleTypes` may open the page at `path`, by its audience: a documented page of
 * another role's audience is refused whatever a menu grants. Paths the documents do not name are not this table's.
 */
export function mayOpenPage(path: string, roleTypes: readonly number[]): boolean {
  const page = pageByPath.get(path);
  const allowed = page && audienceRoleTypes[page.audience];
  return !allowed || allowed.some((type) => roleTypes.includes(type));
}
