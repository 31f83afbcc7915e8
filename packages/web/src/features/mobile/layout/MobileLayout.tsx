import { Link, Outlet } from '@tanstack/react-router';
import { useCart } from '@/features/shop/buyer.ts';
import { AddressPageFrame } from '@/shared/page/AddressPageFrame.tsx';
import { QueryLoading } from '@/shared/ui/query-loading.ts';
import { Skeleton } from '../shared/kit.tsx';

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

/** How many goods rows the purchaser's cart holds (the same cart as the desktop's). */
function CartCount() {
  const cart = useCart().data;
  const count = cart?.groups.reduce((sum, group) => sum + group.items.length, 0) ?? 0;
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={`购物车 ${count} 件`}
      className="absolute top-0.5 left-1/2 ml-2 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The mobile site: the page above, the bottom tab bar below; pages load behind skeletons. */
export function MobileLayout() {
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col overflow-x-hidden bg-slate-50">
      <div className="flex-1 pb-16">
        <QueryLoading value={<Skeleton />}>
          <AddressPageFrame>
            <Outlet />
          </AddressPageFrame>
        </QueryLoading>
      </div>
      <nav
        aria-label="底部导航"
        className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-md border-t border-slate-200 bg-white"
      >
        {tabs.map(([to, name, icon]) => (
          <Link
            key={to}
            to={to}
            className="relative flex min-h-12 flex-1 flex-col items-center justify-center text-xs text-slate-500"
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
            {to === '/shopCart' && <CartCount />}
          </Link>
        ))}
      </nav>
    </div>
  );
}
