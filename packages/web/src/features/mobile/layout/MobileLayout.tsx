import { Link, Outlet } from '@tanstack/react-router';
import { useRouteExists } from '@/shared/page/route-exists.ts';

const tabs = [
  ['/homeMobile', '首页', 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z'],
  ['/category', '分类', 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'],
  [
    '/shopCart',
    '购物车',
    'M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  ['/mine', '我的', 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0'],
] as const;

/** The mobile site: the page above, the bottom tab bar below. */
export function MobileLayout() {
  const exists = useRouteExists();
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col bg-slate-50">
      <div className="flex-1 pb-16">
        <Outlet />
      </div>
      <nav
        aria-label="底部导航"
        className="fixed inset-x-0 bottom-0 mx-auto flex max-w-md border-t border-slate-200 bg-white"
      >
        {tabs
          .filter(([to]) => exists(to))
          .map(([to, name, icon]) => (
            <Link
              key={to}
              to={to as '/'}
              className="flex flex-1 flex-col items-center py-1.5 text-xs text-slate-500"
              activeProps={{ className: 'text-brand', 'aria-current': 'page' }}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                aria-hidden="true"
              >
                <path d={icon} />
              </svg>
              {name}
            </Link>
          ))}
      </nav>
    </div>
  );
}
