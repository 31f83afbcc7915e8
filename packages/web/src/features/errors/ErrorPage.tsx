import { Link } from '@tanstack/react-router';
import { useTitleOverride } from './page-title.ts';

const pages = {
  401: { title: '未授权', text: '登录已失效或没有登录，请先登录。', action: { to: '/login', label: '去登录' } },
  403: { title: '访问受限', text: '抱歉，您没有权限访问该页面。', action: { to: '/', label: '返回首页' } },
  404: { title: '页面不存在', text: '抱歉，您访问的页面不存在或已被移除。', action: { to: '/', label: '返回首页' } },
  500: { title: '服务器错误', text: '抱歉，服务器开小差了，请稍后再试。', action: { to: '/', label: '返回首页' } },
} as const;

export type ErrorStatus = keyof typeof pages;

/** The 401, 403 (access denied), 404 (page not found) and 500 pages; each titles the document with its own title. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const page = pages[status];
  useTitleOverride(page.title);
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-10 text-center">
      <p className="text-6xl font-bold text-brand">{status}</p>
      <h1 className="text-xl font-medium">{page.title}</h1>
      <p className="text-sm text-slate-500">{page.text}</p>
      <Link to={page.action.to} className="mt-2 rounded bg-brand px-4 py-2 text-sm text-white">
        {page.action.label}
      </Link>
    </main>
  );
}
