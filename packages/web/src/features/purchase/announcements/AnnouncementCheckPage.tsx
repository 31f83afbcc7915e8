import { checkPurchaseNotice, pageNoticesToCheck } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { announcementCheckFilters } from './filters.ts';
import { NoticeCheckDialog } from './NoticeCheckDialog.tsx';
import { NoticeDialog } from './NoticeDialog.tsx';
import { type Notice, noticeColumns } from './notice-columns.tsx';

/** 公告审核: the organisation's notices waiting for the signed-in approver, published or sent back from here. */
export function AnnouncementCheckPage() {
  const list = useList(pageNoticesToCheck, announcementCheckFilters);
  const [reading, setReading] = useState<Notice>();
  const [deciding, setDeciding] = useState<{ notice: Notice; result: 1 | 2 }>();
  const decide = (notice: Notice, result: 1 | 2) => {
    setReading(undefined);
    setDeciding({ notice, result });
  };
  const buttons = (notice: Notice) => (
    <IfAllowed call={checkPurchaseNotice}>
      <Button variant="text" size="sm" onClick={() => decide(notice, 1)}>
        通过
      </Button>
      <Button variant="text" size="sm" onClick={() => decide(notice, 2)}>
        驳回
      </Button>
    </IfAllowed>
  );
  const columns = [
    ...noticeColumns(setReading),
    ...columnsOf<Notice>({
      actions: {
        header: '操作',
        cell: (notice) => (
          <div className="flex flex-wrap gap-1">
            <Button variant="text" size="sm" onClick={() => setReading(notice)}>
              查看
            </Button>
            {buttons(notice)}
          </div>
        ),
      },
    }),
  ];
  return (
    <>
      <ListPage label="待审核公告" list={list} columns={columns} />
      {reading && <NoticeDialog notice={reading} onClose={() => setReading(undefined)} footer={buttons(reading)} />}
      {deciding && <NoticeCheckDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </>
  );
}
