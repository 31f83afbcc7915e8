// The whole page table, for what looks pages up across audiences (menus, the 403/404 decision, the mock's menus). The
// browser loads one audience's table at a time (pages/<audience>.ts) where it needs only the current page's title.
import type { Page } from './page.ts';
import admin from './pages/admin.ts';
import mall from './pages/mall.ts';
import mobile from './pages/mobile.ts';
import publicPages from './pages/public.ts';
import purchaser from './pages/purchaser.ts';
import supplier from './pages/supplier.ts';
import workflow from './pages/workflow.ts';

export type { Audience, Page } from './page.ts';

export const pages: Page[] = [...publicPages, ...workflow, ...mall, ...mobile, ...purchaser, ...admin, ...supplier];
const pageByPath = new Map(pages.map((page) => [page.path, page]));

/** The documented page at a path ('/supplier-detail'), if the documents name one. */
export const pageAt = (path: string): Page | undefined => pageByPath.get(path);

/** Whether the documents name a page at this path: refused, it answers 403 rather than 404. */
export const isDocumentedRoute = (path: string) => pageByPath.has(path);
