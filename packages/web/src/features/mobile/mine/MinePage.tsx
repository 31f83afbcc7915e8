import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '@zc/sdk';
import { useRouteExists } from '@/shared/page/route-exists.ts';
import { useSession } from '@/shared/session/session.ts';

const entries = [
  ['/orderMobile', '我的订单'],
  ['/taskMobile', '待办审批'],
  ['/noticeListMobile', '公告'],
  ['/shopCart', '购物车'],
] as const;

/** 我的: who is signed in, the way to orders and to-dos, and signing out. */
export function MinePage() {
  const session = useSession();
  const navigate = useNavigate();
  const exists = useRouteExists();
  if (!session) {
    return (
      <section className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-sm text-slate-500">登录后查看订单与待办</p>
        <Link to="/loginMobile" search={{ redirect: '/mine' }} className="rounded-full bg-brand px-8 py-2 text-white">
          登录
        </Link>
      </section>
    );
  }
  return (
    <section>
      <header className="bg-brand px-5 py-8 text-white">
        <h1 className="text-lg font-medium">{session.fullName}</h1>
        <p className="mt-1 text-sm opacity-80">
          {session.userName} · {session.userType === 0 ? '采购单位' : '供应商'}
        </p>
      </header>
      <nav aria-label="我的服务" className="mt-3 divide-y divide-slate-100 bg-white">
        {entries
          .filter(([to]) => exists(to))
          .map(([to, name]) => (
            <Link key={to} to={to as '/'} className="flex justify-between px-5 py-4 text-sm">
              {name}
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            </Link>
          ))}
      </nav>
      <button
        type="button"
        className="mx-5 mt-6 w-[calc(100%-2.5rem)] rounded-full border border-slate-300 bg-white py-2 text-sm"
        onClick={async () => {
          await signOut();
          await navigate({ to: '/loginMobile', search: {} });
        }}
      >
        退出登录
      </button>
    </section>
  );
}
