import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '@zc/sdk';
import { useSession } from '@/shared/session/session.ts';

const entries = [
  ['/orderMobile', '我的订单'],
  ['/orderDetailMobile', '订单详情'],
  ['/taskMobile', '待办审批'],
  ['/activitiDetailMobile', '审批详情'],
  ['/shopCart', '购物车'],
  ['/orderInfoMobile', '确认订单'],
  ['/homeMobile', '首页'],
  ['/category', '商品分类'],
  ['/searchMobile', '搜索商品'],
  ['/detailMobile', '商品详情'],
  ['/noticeListMobile', '公告'],
  ['/noticeMobileDetail', '公告详情'],
  ['/projectMobile', '采购项目'],
] as const;

/** 我的: who is signed in, the way to orders and to-dos, and signing out. */
export function MinePage() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) {
    return (
      <section className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-sm text-slate-500">登录后查看订单与待办</p>
        <Link
          to="/loginMobile"
          search={{ redirect: '/mine' }}
          className="flex h-11 items-center rounded-full bg-brand px-8 text-white"
        >
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
        {entries.map(([to, name]) => (
          <Link key={to} to={to} className="flex min-h-11 items-center justify-between px-5 text-sm">
            {name}
            <span aria-hidden="true" className="text-slate-500">
              ›
            </span>
          </Link>
        ))}
      </nav>
      <button
        type="button"
        className="mx-5 mt-6 h-11 w-[calc(100%-2.5rem)] rounded-full border border-slate-300 bg-white text-sm"
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
