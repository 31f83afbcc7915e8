import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { signOut } from '@zc/sdk';
import { useCallback, useEffect, useRef } from 'react';
import { type MenuNode, menuTrails } from '@/app/menu.ts';
import { useTabs } from '@/app/tabs.ts';
import { useSession } from '@/shared/session/session.ts';
import { ThemeSwitch } from '@/shared/ui/ThemeSwitch/ThemeSwitch.tsx';
import { MessageBell } from './MessageBell.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { TabHost } from './TabHost.tsx';

/** Every open tab in a menu at the end of the tab strip, the current one checked: pick one to show it. */
function OpenTabsMenu() {
  const { tabs } = useTabs();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const show = (path: string) => {
    const tab = tabs.find((candidate) => candidate.path === path);
    if (tab) void navigate({ to: tab.path, search: tab.search as never });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`全部已打开的页面 ${tabs.length}`}
          title="全部已打开的页面"
          className="flex shrink-0 items-center gap-0.5 border-b border-l border-slate-200 px-2 text-xs text-slate-500 hover:text-brand data-[state=open]:text-brand"
        >
          <span aria-hidden="true">{tabs.length}</span>
          <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" aria-hidden="true">
            <path d="m4 6 4 4 4-4" strokeWidth="1.6" />
          </svg>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-[min(60vh,24rem)] w-64 overflow-y-auto rounded border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          <DropdownMenu.RadioGroup value={pathname} onValueChange={show}>
            {tabs.map((tab) => (
              <DropdownMenu.RadioItem
                key={tab.path}
                value={tab.path}
                className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-slate-700 outline-none data-[highlighted]:bg-brand-soft data-[state=checked]:text-brand"
              >
                <span className="w-3 shrink-0 text-brand">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                <span className="min-w-0 truncate" title={tab.title}>
                  {tab.title}
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The tab strip: as wide as its column whatever the number of tabs (the tabs scroll sideways inside it), the current
 * tab scrolled into view, and the menu of every open tab at its end.
 */
function TabStrip() {
  const strip = useRef<HTMLDivElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // A page's tab opens once the page has rendered: the current tab, once it is there.
  const current = useTabs().tabs.some((tab) => tab.path === pathname) ? pathname : null;
  useEffect(() => {
    if (!current) return;
    const tab = strip.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // 'nearest': the least scrolling that shows it (jsdom has no scrollIntoView).
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div ref={strip} className="flex min-w-0 bg-white">
      <div className="min-w-0 flex-1">
        <TabBar />
      </div>
      <OpenTabsMenu />
    </div>
  );
}

/**
 * The workbench of purchasers, suppliers and administrators: side menu, header, tabs kept alive; a page the user may
 * not open (`forbidden`) answers 403 in the content area.
 */
export function WorkbenchLayout({ menus, forbidden = false }: { menus: readonly MenuNode[]; forbidden?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const trails = menuTrails(menus);
  const trailOf = useCallback((path: string) => trails.get(path) ?? [], [trails]);
  const leave = async () => {
    await signOut();
    await navigate({ to: '/login' });
  };
  return (
    // minmax(0, 1fr): the content column is never widened by what it holds (40 tabs, a wide table): the page stays as
    // wide as the viewport and those scroll inside their own width.
    <div className="grid h-screen grid-cols-[13rem_minmax(0,1fr)] grid-rows-[3.5rem_auto_1fr] bg-slate-50">
      <Link to="/" className="row-span-1 flex items-center bg-slate-900 px-4 text-lg font-semibold text-white">
        政采商城
      </Link>
      <header className="flex min-w-0 items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 text-sm">
        {/* Where development builds show the mock-data badge, clear of the menu and the pages. */}
        <div id="dev-badge-slot" className="mr-auto" />
        <ThemeSwitch />
        {/* Suppliers have an inbox page; the other audiences read their messages here. */}
        <MessageBell inbox={session && session.userType !== 0 ? '/supplier-msg-manager' : undefined} />
        <span className="text-slate-600">
          {session?.fullName}
          <span className="ml-1 text-slate-500">（{session?.userName}）</span>
        </span>
        <button type="button" className="text-slate-500 hover:text-brand" onClick={() => void leave()}>
          退出登录
        </button>
      </header>
      <aside className="row-span-2 bg-slate-900">
        <SideMenu menus={menus} />
      </aside>
      <TabStrip />
      <main className="min-h-0 min-w-0 overflow-hidden">
        <TabHost trailOf={trailOf} forbidden={forbidden} />
      </main>
    </div>
  );
}
