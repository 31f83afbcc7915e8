import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { noticeNoticeTypeLabels } from '@zc/sdk/labels';
import { getNoticeInfoQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '@/app/page.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

/** A notice as published: title, publisher and dates, its body (sanitised server HTML) and attachments. */
export function NoticeDetailPage() {
  const { id } = usePageSearch('/notice-details');
  const notice = useQuery({ ...getNoticeInfoQueryOptions({ query: { id: id ?? '' } }), enabled: Boolean(id) });
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <nav aria-label="当前位置" className="mb-3 text-sm text-slate-500">
        <Link to="/" className="hover:text-brand">
          首页
        </Link>
        {' › '}
        <Link to="/notice-list" className="hover:text-brand">
          公告中心
        </Link>
      </nav>
      <QueryState query={notice}>
        {(row) => (
          <article className="bg-white px-16 py-10">
            <h1 className="text-center text-xl font-semibold">{row.title}</h1>
            <p className="mt-3 flex justify-center gap-6 border-b border-slate-100 pb-4 text-xs text-slate-500">
              <span>{labelOf(noticeNoticeTypeLabels, row.noticeType)}</span>
              {row.publishOrgName && <span>发布单位：{row.publishOrgName}</span>}
              <span>发布时间：{formatDateTime(row.publishTime)}</span>
              {row.endTime && <span>截止时间：{formatDateTime(row.endTime)}</span>}
            </p>
            <SafeHtml html={row.content} className="mt-6" />
            {row.attachments && row.attachments.length > 0 && (
              <section aria-label="附件" className="mt-8 border-t border-slate-100 pt-4 text-sm">
                <h2 className="mb-2 font-semibold">附件</h2>
                <ul>
                  {row.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} className="text-brand hover:underline" target="_blank" rel="noreferrer">
                        {file.submittedFileName}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
        )}
      </QueryState>
    </main>
  );
}
