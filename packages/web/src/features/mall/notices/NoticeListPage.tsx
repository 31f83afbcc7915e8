import { Link } from '@tanstack/react-router';
import { type components, pageQueryNotices } from '@zc/sdk';
import { noticeNoticeTypeLabels, noticeProjectTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { noticeFilters } from './filters.ts';
import { NoticeCentre } from './NoticeCentre.tsx';

type Notice = components['schemas']['Notice'];

const columns = columnsOf<Notice>({
  title: {
    header: '公告标题',
    cell: (notice) => (
      <Link to="/notice-details" search={{ id: notice.id }} className="text-brand hover:underline">
        {notice.title}
      </Link>
    ),
  },
  noticeType: ['公告类型', noticeNoticeTypeLabels],
  projectType: ['采购方式', noticeProjectTypeLabels],
  publishOrgName: '发布单位',
  publishTime: ['发布日期', 'date'],
  endTime: ['截止时间', 'dateTime'],
});

/** The notice centre: purchase, change, result and platform notices, newest first. */
export function NoticeListPage() {
  const list = useList(pageQueryNotices, noticeFilters);
  return (
    <NoticeCentre>
      <section className="bg-white p-4">
        <h1 className="mb-3 text-lg font-semibold">公告中心</h1>
        <ListPage label="公告列表" list={list} columns={columns} />
      </section>
    </NoticeCentre>
  );
}
