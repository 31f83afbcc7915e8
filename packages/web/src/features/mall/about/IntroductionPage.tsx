import { useLocation } from '@tanstack/react-router';
import { pagePlatformIntroductions } from '@zc/sdk';
import { NoticeCentre } from '@/features/mall/notices/NoticeCentre.tsx';
import { ServiceCentre } from '@/features/mall/service/ServiceCentre.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

/** The pages of the platform's own texts, each showing the entries of one introduction type. */
const pages = [
  { path: '/platform-introduction', introType: 1, title: '平台简介' },
  { path: '/about', introType: 2, title: '关于我们' },
  { path: '/join', introType: 3, title: '加入我们' },
  { path: '/gettingStarted', introType: 4, title: '新手入门' },
] as const;

/**
 * 平台简介 (in the notice centre), 关于我们, 加入我们 and 新手入门 (in the service centre): the texts the platform
 * maintains, sanitised.
 */
export function IntroductionPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const current = pages.find((page) => page.path === pathname) ?? pages[0];
  const entries = useMallQuery(pagePlatformIntroductions, {
    query: { introType: current.introType, isEnable: 1, page: 1, limit: 20 },
  });
  const Centre = current.introType === 1 ? NoticeCentre : ServiceCentre;
  return (
    <Centre>
      <section aria-label={current.title} className="min-h-96 bg-white px-10 py-6">
        <h1 className="border-b border-slate-100 pb-3 text-lg font-semibold">{current.title}</h1>
        <QueryState query={entries}>
          {({ records }) =>
            records.length === 0 ? (
              <p className="py-16 text-center text-sm text-slate-500">内容整理中，敬请期待</p>
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
    </Centre>
  );
}
