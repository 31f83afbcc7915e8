import { useRouter } from '@tanstack/react-router';
import { getNoticeInfo } from '@zc/sdk';
import { noticeStatusLabels } from '@zc/sdk/labels';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { noticeChooser } from './choosers.tsx';
import { NoticeArticle } from './NoticeArticle.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';

/**
 * 公告预览: a notice laid out as the mall will show it. Its publisher (or an administrator) sees a draft, one waiting
 * for approval or a withdrawn one too; everyone else only published notices.
 */
export function NoticePreviewPage() {
  const { id } = usePageSearch('/notice-details-view');
  const router = useRouter();
  return (
    <NoticeCentre>
      <RecordPage id={id} chooser={noticeChooser} load={(id) => mallQueryOptions(getNoticeInfo, { query: { id } })}>
        {(row) => (
          <NoticeArticle notice={row}>
            <p
              role="note"
              className="-mx-12 -mt-10 mb-8 flex items-center justify-between bg-amber-50 px-12 py-3 text-sm text-amber-800"
            >
              <span>
                公告预览 · 当前状态：<strong>{labelOf(noticeStatusLabels, row.status)}</strong>
                {row.status !== 1 && '（尚未在商城公开）'}
              </span>
              <Button size="sm" onClick={() => router.history.back()}>
                返回
              </Button>
            </p>
          </NoticeArticle>
        )}
      </RecordPage>
    </NoticeCentre>
  );
}
