import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useSelectWebInformation } from '@zc/sdk/react';
import { type FormEvent, useState } from 'react';
import { useRouteExists } from '../../../app/existing-routes.ts';
import { useSession } from '../../../app/session.ts';
import { homeOf } from '../../auth/login/home.ts';

const channels = [
  ['/', '首页'],
  ['/bidding', '竞价采购'],
  ['/backhand', '反拍采购'],
  ['/sourcing', '在线寻源'],
  ['/auction', '拍卖'],
  ['/agreement', '协议采购'],
  ['/notice-list', '公告'],
] as const;

/** The public mall: a header with search and the buying channels, and a footer with the platform's details. */
export function MallLayout() {
  const site = useSelectWebInformation();
  const session = useSession();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const exists = useRouteExists();
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/search' as never, search: { keyword: keyword.trim() } as never });
  };
  return (
    <div className="flex min-h-screen flex-col">
      <div className="bg-slate-100 text-xs text-slate-500">
        <div className="mx-auto flex max-w-6xl justify-end gap-4 px-4 py-1.5">
          {session ? (
            <Link to={homeOf(session)} className="hover:text-brand">
              {session.fullName}，进入工作台
            </Link>
          ) : (
            <>
              <Link to="/login" className="hover:text-brand">
                请登录
              </Link>
              <Link to={'/register' as '/'} className="hover:text-brand">
                免费注册
              </Link>
            </>
          )}
          {site.data?.hotline && <span>服务热线 {site.data.hotline}</span>}
        </div>
      </div>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-8 px-4 py-5">
          <Link to="/" className="text-2xl font-semibold text-brand">
            {site.data?.mallName ?? '政采商城'}
          </Link>
          {exists('/search') && (
            <search className="flex flex-1">
              <form className="flex flex-1" onSubmit={search}>
                <input
                  aria-label="搜索商品"
                  placeholder="搜索商品、品牌、供应商"
                  className="flex-1 rounded-l border-2 border-brand px-3 py-2 text-sm outline-none"
                  value={keyword}
                  onChange={(event) => setKeyword(event.target.value)}
                />
                <button type="submit" className="rounded-r bg-brand px-6 text-sm text-white">
                  搜索
                </button>
              </form>
            </search>
          )}
        </div>
        <nav aria-label="采购频道" className="mx-auto flex max-w-6xl gap-8 px-4 text-sm">
          {channels
            .filter(([to]) => exists(to))
            .map(([to, name]) => (
              <Link
                key={to}
                to={to as '/'}
                className="border-b-2 border-transparent pb-2 hover:text-brand"
                activeProps={{ className: 'border-brand text-brand' }}
                activeOptions={{ exact: true }}
              >
                {name}
              </Link>
            ))}
        </nav>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="bg-slate-800 py-8 text-center text-xs leading-6 text-slate-400">
        <nav aria-label="关于平台" className="mb-2 flex justify-center gap-6 text-slate-300">
          {exists('/agreement-user') && <Link to={'/agreement-user' as '/'}>用户协议</Link>}
          {exists('/agreement-privacy') && <Link to={'/agreement-privacy' as '/'}>隐私政策</Link>}
        </nav>
        {site.data?.address && <p>地址：{site.data.address}</p>}
        {site.data?.email && <p>客服邮箱：{site.data.email}</p>}
        <p>
          {site.data?.copyright ?? '© 政采商城'} {site.data?.icp}
        </p>
      </footer>
    </div>
  );
}
