import { getNoticeInfo } from '@zc/sdk';
import { noticeNoticeTypeLabels } from '@zc/sdk/labels';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { MobileHeader } from '../shared/kit.tsx';
import { NoticeRows } from './NoticeListMobilePage.tsx';

/** A notice on a phone: its body is the server's HTML, sanitised as on the desktop. */
export function NoticeMobileDetailPage() {
  const { id } = usePageSearch('/noticeMobileDetail');
  return (
    <main>
      <MobileHeader title="公告详情" />
      <RecordPage
        id={id}
        chooser={{ noun: '公告', choices: <NoticeRows /> }}
        load={(id) => mallQueryOptions(getNoticeInfo, { query: { id } })}
      >
        {(notice) => (
          <article className="bg-white p-4">
            <h2 className="text-lg font-medium">{notice.title}</h2>
            <p className="mt-1 text-xs text-slate-500">
              {labelOf(noticeNoticeTypeLabels, notice.noticeType)} · {notice.publishOrgName} ·{' '}
              {formatDateTime(notice.publishTime)}
            </p>
            <SafeHtml
              html={notice.content}
              className="mt-4 break-words [&_img]:max-w-full [&_table]:block [&_table]:overflow-x-auto"
            />
            {notice.attachments?.map((file) => (
              <p key={file.id} className="mt-2 text-sm">
                <FileLink file={file} />
              </p>
            ))}
          </article>
        )}
      </RecordPage>
    </main>
  );
}
