// Renders every open tab's page, the active one visible and the others hidden but alive (React <Activity>).
import { useLocation, useRouter } from '@tanstack/react-router';
import { pageAt } from '@zc/routes';
import { Activity, type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { openTab, useTabs } from '@/app/tabs.ts';
import { PageContext, type PageFrame } from '@/shared/page/page.tsx';
import { ErrorPage } from '../errors/ErrorPage.tsx';

interface PageRoute {
  options: { component?: ComponentType; validateSearch?: (search: Record<string, unknown>) => Record<string, unknown> };
}

function parserOf(route: PageRoute | undefined): PageFrame['parse'] {
  const validate = route?.options.validateSearch;
  return (search) => (typeof validate === 'function' ? validate(search) : search);
}

/** A page's title as its heading, after the menu groups above it (`trail` ends with the page's own name). */
function PageHeader({ title, trail }: { title: string; trail: string[] }) {
  const groups = trail.slice(0, -1);
  return (
    <header className="mb-3 flex items-baseline gap-3">
      <h1 className="text-base font-semibold text-slate-800">{title}</h1>
      {groups.length > 0 && (
        <nav aria-label="面包屑" className="text-xs text-slate-500">
          <ol className="flex gap-1">
            {groups.map((name) => (
              <li key={name} className="after:ml-1 after:content-['/']">
                {name}
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
    </header>
  );
}

/**
 * The open tabs' pages, each under its heading and breadcrumb from the menu; a page the user may not open answers 403
 * over them and opens no tab.
 */
export function TabHost({ trailOf, forbidden }: { trailOf: (path: string) => string[]; forbidden: boolean }) {
  const router = useRouter();
  const location = useLocation();
  const { tabs } = useTabs();

  useEffect(() => {
    if (forbidden) return;
    openTab({
      path: location.pathname,
      // The menu's name as the server gives it, else the page table's title.
      title: trailOf(location.pathname).at(-1) || pageAt(location.pathname)?.title || location.pathname,
      search: location.search as Record<string, unknown>,
    });
  }, [location.pathname, location.search, trailOf, forbidden]);

  const routes = router.routesByPath as unknown as Record<string, PageRoute | undefined>;
  const frames = useMemo(
    () =>
      new Map(tabs.map((tab) => [tab.path, { path: tab.path, search: tab.search, parse: parserOf(routes[tab.path]) }])),
    [tabs, routes],
  );

  return (
    <>
      {forbidden && (
        <section className="h-full overflow-auto p-4">
          <ErrorPage status={403} />
        </section>
      )}
      {tabs.map((tab) => {
        const Page = routes[tab.path]?.options.component;
        const frame = frames.get(tab.path);
        if (!Page || !frame) return null;
        const active = !forbidden && tab.path === location.pathname;
        return (
          <Activity key={tab.path} mode={active ? 'visible' : 'hidden'}>
            <section className="h-full overflow-auto p-4" aria-label={tab.title} data-tab={tab.path}>
              <PageHeader title={tab.title} trail={trailOf(tab.path)} />
              <PageContext value={frame}>
                <Suspense fallback={<p className="p-6 text-sm text-slate-500">加载中…</p>}>
                  <Page />
                </Suspense>
              </PageContext>
            </section>
          </Activity>
        );
      })}
    </>
  );
}
