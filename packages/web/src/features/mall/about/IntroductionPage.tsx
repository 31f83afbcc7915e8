import { Link, useLocation } from '@tanstack/react-router';
import { pagePlatformIntroductions } from '@zc/sdk';
import { useMallQuery } from '@/features/mall/shared/mall-query.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

/** The pages of the platform's own texts, each showing the entries of one introduction type. */
const pages = [
  { path: '/platform-introduction', introType: 1, title: '平台简介' },
  { path: '/about', introType: 2, title: '关于我们' },
  { path: '/join', introType: 3, title: '加入我们' },
  { path: '/gettingStarted', introType: 4, title: '新手入门' },
] as const;

/** 平台简介, 关于我们, 加入我们, 新手入门: the texts the platform maintains, sanitised, with a menu between them. */
export function IntroductionPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const current = pages.find((page) => page.path === pathname) ?? pages[0];
  const entries = useMallQuery(pagePlatformIntroductions, {
    query: { introType: current.introType, isEnable: 1, page: 1, limit: 20 },
  });
  return (
    <main className="mx-auto flex w-[1200px] gap-4 pt-4">
      <nav aria-label="平台介绍" className="w-48 shrink-0 self-start bg-white py-2 text-sm">
        {pages.map((page) => (
          <Link
            key={page.path}
            to={page.path}
            className="block border-l-4 border-transparent px-5 py-2.5 hover:text-brand"
            activeProps={{ className: 'border-brand! bg-brand-soft text-brand' }}
          >
            {page.title}
          </Link>
        ))}
      </nav>
      <section aria-label={current.title} className="min-h-96 flex-1 bg-white px-10 py-6">
        <h1 className="border-b border-slate-100 pb-3 text-lg font-semibold">{current.title}</h1>
        <QueryState query={entries}>
          {({ records }) =>
            records.length === 0 ? (
              <p className="py-16 text-center text-sm text-slate-400">内容整理中，敬请期待</p>
            ) : (
              records.map((entry) => (
                <article key={entry.id} className="mt-5">
                  {records.length > 1 && <h2 className="font-semibold">{entry.title}</h2>}
                  <SafeHtml html={entry.content} />
                </article>
              ))
            )
          }
        </QueryState>
      </section>
    </main>
  );
}
