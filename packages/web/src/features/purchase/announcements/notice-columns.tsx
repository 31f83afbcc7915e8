import type { components } from '@zc/sdk';
import { noticeNoticeTypeLabels, noticeProjectTypeLabels } from '@zc/sdk/labels';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type Notice = components['schemas']['Notice'];

/** The columns both notice lists show; the title opens the notice. */
export const noticeColumns = (open: (notice: Notice) => void) =>
  columnsOf<Notice>({
    title: {
      header: '公告标题',
      cell: (notice) => (
        <Button variant="text" size="sm" onClick={() => open(notice)}>
          {notice.title}
        </Button>
      ),
    },
    noticeType: ['公告类型', noticeNoticeTypeLabels],
    projectType: ['采购方式', noticeProjectTypeLabels],
    projectName: '项目名称',
    endTime: ['截止时间', 'dateTime'],
    createTime: ['提交时间', 'dateTime'],
  });
