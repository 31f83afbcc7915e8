import { Link } from '@tanstack/react-router';
import { pageQueryNotices } from '@zc/sdk';
import { noticeNoticeTypeLabels } from '@zc/sdk/labels';
import { formatDate } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { InfiniteRows, MobileHeader } from '../shared/kit.tsx';

/** The published notices, newest first, each opening on its page. */
export function NoticeRows() {
  const notices = useInfiniteList(pageQueryNotices, { query: {} }, 10);
  return (
    <InfiniteRows list={notices} label="公告列表" none="暂无公告">
      {(notice) => (
        <li key={notice.id}>
          <Link
            to="/noticeMobileDetail"
            search={{ id: notice.id }}
            className="flex flex-col gap-1 rounded-lg bg-white p-3 text-sm"
          >
            <span className="line-clamp-2">{notice.title}</span>
            <span className="flex justify-between text-xs text-slate-500">
              {labelOf(noticeNoticeTypeLabels, notice.noticeType)}
              <span>{formatDate(notice.publishTime)}</span>
            </span>
          </Link>
        </li>
      )}
    </InfiniteRows>
  );
}

/** 公告 on a phone. */
export function NoticeListMobilePage() {
  return (
    <main>
      <MobileHeader title="公告" />
      <NoticeRows />
    </main>
  );
}
