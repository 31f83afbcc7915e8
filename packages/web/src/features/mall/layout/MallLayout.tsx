import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  getHistoryTracksList,
  getPurchaserAccountPage,
  listJdOrders,
  queryNavigation,
  selectWebInformation,
  signOut,
} from '@zc/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { homeOf } from '@/features/auth/login/home.ts';
import { MallLink, useIsReachable } from '@/features/mall/shared/MallLink.tsx';
import { useCart } from '@/features/shop/buyer.ts';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { AddressPageFrame } from '@/shared/page/AddressPageFrame.tsx';
import { useRouteExists } from '@/shared/page/route-exists.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { useSession } from '@/shared/session/session.ts';

function TopBar({ mallName }: { mallName: string }) {
  const session = useSession();
  const exists = useRouteExists();
  const site = useMallQuery(selectWebInformation);
  return (
    <div className="border-b border-slate-200 bg-slate-100 text-xs text-slate-600">
      <div className="mx-auto flex h-8 w-[1200px] items-center gap-4">
        <span>您好，欢迎来到{mallName}！</span>
        {session ? (
          <span className="text-slate-700">{session.fullName}</span>
        ) : (
          <>
            <Link to="/login" className="text-brand hover:underline">
              请登录
            </Link>
            {exists('/register') && (
              <Link to={'/register' as '/'} className="hover:text-brand">
                免费注册
              </Link>
            )}
          </>
        )}
        <nav aria-label="我的" className="ml-auto flex items-center gap-4">
          {session && (
            <>
              <Link to={homeOf(session)} className="hover:text-brand">
                我的工作台
              </Link>
              <IfAllowed call={getHistoryTracksList}>
                <Link to="/my-historyTracks" className="hover:text-brand">
                  我的足迹
                </Link>
              </IfAllowed>
              <IfAllowed call={listJdOrders}>
                <Link to="/jd-order-manager" className="hover:text-brand">
                  第三方商城订单
                </Link>
              </IfAllowed>
              <IfAllowed call={getPurchaserAccountPage}>
                <Link to="/purchaser-account-list" className="hover:text-brand">
                  对账单
                </Link>
              </IfAllowed>
              <button type="button" className="hover:text-brand" onClick={() => void signOut()}>
                退出登录
              </button>
            </>
          )}
          {site.data?.hotline && <span>服务热线 {site.data.hotline}</span>}
        </nav>
      </div>
    </div>
  );
}

function SearchBox() {
  const navigate = useNavigate();
  // The keyword of the search page on screen stays in the box.
  const current = useRouterState({
    select: (state) => (state.location.pathname === '/search' ? state.location.search : {}),
  }) as { keyword?: string };
  const [keyword, setKeyword] = useState(current.keyword ?? '');
  useEffect(() => setKeyword(current.keyword ?? ''), [current.keyword]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/search', search: keyword.trim() ? { keyword: keyword.trim() } : {} });
  };
  return (
    <search className="w-[560px]">
      <form className="flex" onSubmit={search}>
        <input
          aria-label="搜索商品"
          placeholder="搜索商品名称、品牌、分类"
          className="h-10 flex-1 border-2 border-r-0 border-brand px-3 text-sm outline-none"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="h-10 w-24 bg-brand text-sm text-white hover:bg-brand-strong">
          搜索
        </button>
      </form>
    </search>
  );
}

function CartButton() {
  const cart = useCart();
  const count = (cart.data?.groups ?? []).reduce((sum, group) => sum + group.items.length, 0);
  return (
    <Link
      to="/carover"
      className="flex h-10 items-center gap-2 border border-slate-300 px-5 text-sm text-slate-700 hover:border-brand hover:text-brand"
    >
      我的购物车
      <span className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs text-white">{count}</span>
    </Link>
  );
}

function ChannelBar() {
  const navigation = useMallQuery(queryNavigation);
  const reachable = useIsReachable();
  return (
    <nav aria-label="商城导航" className="border-b-2 border-brand bg-white">
      <div className="mx-auto flex h-10 w-[1200px] items-stretch text-[15px]">
        <span className="flex w-[200px] items-center bg-brand px-5 font-medium text-white">全部商品分类</span>
        {navigation.data
          ?.filter((entry) => reachable(entry.url))
          .map((entry) => (
            <MallLink
              key={entry.id}
              url={entry.url}
              newWindow={entry.openType === 1}
              className="flex items-center px-5 hover:text-brand"
            >
              {entry.name}
            </MallLink>
          ))}
      </div>
    </nav>
  );
}

const promises = [
  ['正品保障', '供应商资质严格审核'],
  ['阳光采购', '价格公开 全程留痕'],
  ['极速配送', '全国主要城市次日达'],
  ['售后无忧', '七天无理由退换货'],
] as const;

const helpLinks = [
  [
    '新手入门',
    [
      ['/gettingStarted', '采购流程'],
      ['/questionList', '常见问题'],
    ],
  ],
  [
    '平台规则',
    [
      ['/protocol', '平台规则'],
      ['/agreement-user', '用户协议'],
      ['/agreement-privacy', '隐私政策'],
    ],
  ],
  [
    '服务支持',
    [
      ['/service-support', '服务支持'],
      ['/notice-list', '平台公告'],
    ],
  ],
  [
    '关于我们',
    [
      ['/about', '关于平台'],
      ['/join', '供应商入驻'],
    ],
  ],
] as const;

function Footer() {
  const site = useMallQuery(selectWebInformation);
  const exists = useRouteExists();
  return (
    <footer className="mt-10 bg-white text-xs text-slate-500">
      <ul className="mx-auto grid w-[1200px] grid-cols-4 border-b border-slate-200 py-6">
        {promises.map(([title, text]) => (
          <li key={title} className="flex items-center justify-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full border-2 border-brand text-sm font-semibold text-brand">
              {title.slice(0, 1)}
            </span>
            <span>
              <strong className="block text-sm text-slate-800">{title}</strong>
              {text}
            </span>
          </li>
        ))}
      </ul>
      <div className="mx-auto grid w-[1200px] grid-cols-4 py-6">
        {helpLinks.map(([title, links]) => (
          <nav key={title} aria-label={title} className="flex flex-col items-center gap-2">
            <strong className="text-sm text-slate-700">{title}</strong>
            {links.map(([to, name]) =>
              exists(to) ? (
                <Link key={to} to={to as '/'} className="hover:text-brand">
                  {name}
                </Link>
              ) : (
                <span key={to}>{name}</span>
              ),
            )}
          </nav>
        ))}
      </div>
      <div className="bg-slate-800 py-5 text-center leading-6 text-slate-400">
        <p>
          {site.data?.address && `地址：${site.data.address}`}
          {site.data?.email && `　客服邮箱：${site.data.email}`}
          {site.data?.hotline && `　服务热线：${site.data.hotline}`}
        </p>
        <p>
          {site.data?.copyright ?? '© 政采商城'}　{site.data?.icp}
        </p>
      </div>
    </footer>
  );
}

/** The public mall: the top bar with the sign-in state, the logo, search and cart, the channels, and the footer. */
export function MallLayout() {
  const site = useMallQuery(selectWebInformation);
  const mallName = site.data?.mallName ?? '政采商城';
  return (
    <div className="flex min-h-screen min-w-[1240px] flex-col bg-slate-50 text-slate-800">
      <TopBar mallName={mallName} />
      <header className="bg-white">
        <div className="mx-auto flex h-24 w-[1200px] items-center gap-10">
          <Link to="/" className="flex w-[260px] items-center gap-3">
            {site.data?.logo && <img src={site.data.logo} alt="" className="h-12 w-12 object-contain" />}
            <h1 className="text-2xl font-bold tracking-wide text-brand">{mallName}</h1>
          </Link>
          <SearchBox />
          <span className="ml-auto">
            <CartButton />
          </span>
        </div>
      </header>
      <ChannelBar />
      <div className="flex-1">
        <AddressPageFrame>
          <Outlet />
        </AddressPageFrame>
      </div>
      <Footer />
    </div>
  );
}
