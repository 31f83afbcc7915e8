import { pageQueryPurchaseNotices } from '@zc/sdk';
import { noticeStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { announcementFilters } from './filters.ts';
import { NoticeDialog } from './NoticeDialog.tsx';
import { type Notice, noticeColumns } from './notice-columns.tsx';

/** 公告首页: the organisation's project notices, drafts and those waiting for approval or sent back included. */
export function AnnouncementIndexPage() {
  const list = useList(pageQueryPurchaseNotices, announcementFilters);
  const [reading, setReading] = useState<Notice>();
  const columns = [
    ...noticeColumns(setReading),
    ...columnsOf<Notice>({
      status: ['公告状态', noticeStatusLabels],
      auditOpinion: '审核意见',
      publishTime: ['发布时间', 'dateTime'],
      viewCount: { header: '浏览次数', align: 'right' },
    }),
  ];
  return (
    <>
      <ListPage label="本单位公告" list={list} columns={columns} />
      {reading && <NoticeDialog notice={reading} onClose={() => setReading(undefined)} />}
    </>
  );
}
