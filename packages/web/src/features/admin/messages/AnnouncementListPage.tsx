import { addNotice, type components, pageQueryPurchaseNotices } from '@zc/sdk';
import { noticeNoticeTypeLabels, noticeStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { noticeFilters } from './filters.ts';
import { useNoticeActions } from './notice-actions.tsx';

type Notice = components['schemas']['Notice'];

/** 公告管理: the platform's notices (drafts, published, withdrawn) and what other units published, to withdraw if need be. */
export function AnnouncementListPage() {
  const list = useList(pageQueryPurchaseNotices, noticeFilters);
  const actions = useNoticeActions();
  const columns = columnsOf<Notice>({
    title: '标题',
    noticeType: ['公告类型', noticeNoticeTypeLabels],
    publishOrgName: '发布单位',
    status: ['状态', noticeStatusLabels],
    publishTime: ['发布时间', 'dateTime'],
    viewCount: '浏览量',
    actions: actions.column,
  });
  const toolbar = (
    <IfAllowed call={addNotice}>
      <Button variant="primary" onClick={actions.add}>
        新增公告
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="公告列表" list={list} toolbar={toolbar} columns={columns} />
      {actions.dialogs}
    </>
  );
}
