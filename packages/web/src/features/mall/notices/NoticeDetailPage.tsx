import { getNoticeInfo } from '@zc/sdk';
import { useMallQuery } from '@/features/mall/shared/mall-query.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { NoticeArticle } from './NoticeArticle.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';

/** A notice as published, in the notice centre. */
export function NoticeDetailPage() {
  const { id } = usePageSearch('/notice-details');
  const notice = useMallQuery(getNoticeInfo, { query: { id: id ?? '' } }, { enabled: Boolean(id) });
  return (
    <NoticeCentre>
      <QueryState query={notice}>{(row) => <NoticeArticle notice={row} />}</QueryState>
    </NoticeCentre>
  );
}
