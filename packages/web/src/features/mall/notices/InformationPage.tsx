import { selectInformationById } from '@zc/sdk';
import { informationInfoTypeLabels } from '@zc/sdk/labels';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { articleChooser } from './choosers.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';

/** 其他公告详情: a news article of the home page (platform news, industry news, policies), sanitised. */
export function InformationPage() {
  const { id } = usePageSearch('/notice-details-other');
  return (
    <NoticeCentre>
      <RecordPage
        id={id}
        chooser={articleChooser}
        load={(id) => mallQueryOptions(selectInformationById, { query: { id } })}
      >
        {(row) => (
          <article className="bg-white px-12 py-10">
            <h1 className="text-center text-xl font-semibold">{row.title}</h1>
            <p className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 border-b border-slate-100 pb-4 text-xs text-slate-500">
              <span>{labelOf(informationInfoTypeLabels, row.infoType)}</span>
              {row.author && <span>来源：{row.author}</span>}
              <span>发布时间：{formatDateTime(row.publishTime)}</span>
              {row.viewCount !== undefined && <span>阅读：{row.viewCount}</span>}
            </p>
            {row.summary && (
              <p className="mt-6 border-l-4 border-brand bg-slate-50 px-4 py-2 text-sm text-slate-600">{row.summary}</p>
            )}
            <SafeHtml html={row.content} className="mt-4" />
          </article>
        )}
      </RecordPage>
    </NoticeCentre>
  );
}
