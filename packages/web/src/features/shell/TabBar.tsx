import { useLocation, useNavigate } from '@tanstack/react-router';
import { closeOtherTabs, closeTab, pinnedPaths, useTabs } from '@/app/tabs.ts';

/** The open tabs: click to switch, × or Delete to close, and "关闭其他" keeping the current and the workbench tabs. */
export function TabBar() {
  const { tabs } = useTabs();
  const location = useLocation();
  const navigate = useNavigate();
  const show = (path: string | null) => {
    const tab = tabs.find((candidate) => candidate.path === path);
    void navigate(tab ? { to: tab.path, search: tab.search as never } : { to: '/' });
  };
  const close = (path: string, active: boolean) => {
    const next = closeTab(path);
    if (active) show(next);
  };
  return (
    <div className="flex items-center gap-1 border-b border-slate-200 bg-white px-2">
      {/* Only tabs in the tab list: the × is for the pointer, the keyboard closes the tab in focus with Delete. */}
      <div role="tablist" aria-label="已打开的页面" className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1">
        {tabs.map((tab) => {
          const active = tab.path === location.pathname;
          const pinned = (pinnedPaths as readonly string[]).includes(tab.path);
          return (
            <div
              key={tab.path}
              role="presentation"
              className={`flex shrink-0 items-center rounded border text-xs ${active ? 'border-brand bg-brand text-white' : 'border-slate-200 text-slate-600 hover:text-brand'}`}
            >
              <button
                type="button"
                role="tab"
                aria-selected={active}
                aria-keyshortcuts={pinned ? undefined : 'Delete'}
                className="px-3 py-1"
                onClick={() => show(tab.path)}
                onKeyDown={(event) => {
                  if (event.key === 'Delete' && !pinned) close(tab.path, active);
                }}
              >
                {tab.title}
              </button>
              {!pinned && (
                <button
                  type="button"
                  aria-hidden="true"
                  tabIndex={-1}
                  title={`关闭 ${tab.title}`}
                  className="pr-2 pl-0.5 opacity-70 hover:opacity-100"
                  onClick={() => close(tab.path, active)}
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="shrink-0 rounded px-2 py-1 text-xs text-slate-500 hover:text-brand"
        onClick={() => closeOtherTabs(location.pathname)}
      >
        关闭其他
      </button>
    </div>
  );
}
