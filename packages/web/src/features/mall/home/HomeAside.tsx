import { Link } from '@tanstack/react-router';
import { pageQueryNotices, selectWebInformation } from '@zc/sdk';
import { homeOf } from '@/features/auth/login/home.ts';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { useSession } from '@/shared/session/session.ts';

const action = 'inline-flex h-7 items-center rounded px-4 text-xs';

/** Beside the banners: who is signed in (or the way in) and the latest platform notices. */
export function HomeAside() {
  const session = useSession();
  const mallName = useMallQuery(selectWebInformation).data?.mallName ?? '政采商城';
  const notices = useMallQuery(pageQueryNotices, { query: { noticeType: 4, current: 1, size: 6 } });
  return (
    <aside className="flex w-[240px] shrink-0 flex-col bg-white">
      <section aria-label="用户" className="border-b border-slate-100 p-4 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-lg text-brand">
          {session ? session.fullName.slice(0, 1) : '采'}
        </span>
        <p className="mt-2 text-sm">{session ? `${session.fullName}，您好！` : `Hi，欢迎来到${mallName}`}</p>
        <div className="mt-3 flex justify-center gap-2">
          {session ? (
            <Link to={homeOf(session)} className={`${action} bg-brand text-white`}>
              进入工作台
            </Link>
          ) : (
            <>
              <Link to="/login" className={`${action} bg-brand text-white`}>
                登录
              </Link>
              <MallLink url="/register" className={`${action} border border-brand text-brand`}>
                注册
              </MallLink>
            </>
          )}
        </div>
      </section>
      <section aria-label="平台公告" className="flex-1 px-4 py-3">
        <header className="mb-1 flex items-center justify-between">
          <h2 className="text-sm font-semibold">平台公告</h2>
          <MallLink url="/notice-list" className="text-xs text-slate-500 hover:text-brand">
            更多
          </MallLink>
        </header>
        <ul className="text-xs leading-7 text-slate-600">
          {notices.data?.records.map((notice) => (
            <li key={notice.id} className="truncate">
              <MallLink url={`/notice-details?id=${notice.id}`} className="hover:text-brand">
                · {notice.title}
              </MallLink>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
