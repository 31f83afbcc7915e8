import type { components } from '@zc/sdk';
import { noticeNoticeTypeLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';

type Notice = components['schemas']['Notice'];

/** A notice as readers see it: title, kind, publisher and dates, its body (sanitised server HTML) and attachments. */
export function NoticeArticle({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <article className="bg-white px-12 py-10">
      {children}
      <h1 className="text-center text-xl font-semibold">{notice.title}</h1>
      <p className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 border-b border-slate-100 pb-4 text-xs text-slate-500">
        <span>{labelOf(noticeNoticeTypeLabels, notice.noticeType)}</span>
        {notice.projectNo && <span>项目编号：{notice.projectNo}</span>}
        {notice.publishOrgName && <span>发布单位：{notice.publishOrgName}</span>}
        {notice.publishTime && <span>发布时间：{formatDateTime(notice.publishTime)}</span>}
        {notice.endTime && <span>截止时间：{formatDateTime(notice.endTime)}</span>}
      </p>
      <SafeHtml html={notice.content} className="mt-6" />
      {notice.attachments && notice.attachments.length > 0 && (
        <section aria-label="附件" className="mt-8 border-t border-slate-100 pt-4 text-sm">
          <h2 className="mb-2 font-semibold">附件</h2>
          <ul>
            {notice.attachments.map((file) => (
              <li key={file.id}>
                <FileLink file={file} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
