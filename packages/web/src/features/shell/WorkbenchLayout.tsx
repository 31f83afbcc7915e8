import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '@zc/sdk';
import { useCallback } from 'react';
import { type MenuNode, menuRoutes } from '../../app/menu.ts';
import { useSession } from '../../app/session.ts';
import { resetTabs } from '../../app/tabs.ts';
import { ThemeSwitch } from '../../shared/ui/ThemeSwitch/ThemeSwitch.tsx';
import { MessageBell } from './MessageBell.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { TabHost } from './TabHost.tsx';

/** The workbench of purchasers, suppliers and administrators: side menu, header, tabs kept alive. */
export function WorkbenchLayout({ menus }: { menus: readonly MenuNode[] }) {
  const session = useSession();
  const navigate = useNavigate();
  const names = menuRoutes(menus);
  const titleOf = useCallback((path: string) => names.get(path) ?? '', [names]);
  const leave = async () => {
    await signOut();
    resetTabs();
    await navigate({ to: '/login' });
  };
  return (
    <div className="grid h-screen grid-cols-[13rem_1fr] grid-rows-[3.5rem_auto_1fr] bg-slate-50">
      <Link to="/" className="row-span-1 flex items-center bg-slate-900 px-4 text-lg font-semibold text-white">
        政采商城
      </Link>
      <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 text-sm">
        <ThemeSwitch />
        {/* Suppliers have an inbox page; the other audiences read their messages here. */}
        <MessageBell inbox={session && session.userType !== 0 ? '/supplier-msg-manager' : undefined} />
        <span className="text-slate-600">
          {session?.fullName}
          <span className="ml-1 text-slate-400">（{session?.userName}）</span>
        </span>
        <button type="button" className="text-slate-500 hover:text-brand" onClick={() => void leave()}>
          退出登录
        </button>
      </header>
      <aside className="row-span-2 bg-slate-900">
        <SideMenu menus={menus} />
      </aside>
      <TabBar />
      <div className="min-h-0 overflow-hidden">
        <TabHost titleOf={titleOf} />
      </div>
    </div>
  );
}
