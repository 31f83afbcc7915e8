import { getNoticeInfo } from '@zc/sdk';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { noticeChooser } from './choosers.tsx';
import { NoticeArticle } from './NoticeArticle.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';

/** A notice as published, in the notice centre. */
export function NoticeDetailPage() {
  const { id } = usePageSearch('/notice-details');
  return (
    <NoticeCentre>
      <RecordPage id={id} chooser={noticeChooser} load={(id) => mallQueryOptions(getNoticeInfo, { query: { id } })}>
        {(row) => <NoticeArticle notice={row} />}
      </RecordPage>
    </NoticeCentre>
  );
}
