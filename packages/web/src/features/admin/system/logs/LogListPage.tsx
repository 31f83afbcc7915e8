import { type components, exportSysLogs, pageSysLogs } from '@zc/sdk';
import { sysLogLogTypeLabels, sysLogResultLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { logFilters } from './filters.ts';
import { LogDetailDialog } from './LogDetailDialog.tsx';

type Log = components['schemas']['SysLog'];

/** 日志管理: sign-ins, administrative actions and the errors browsers report, read and exported, never changed. */
export function LogListPage() {
  const list = useList(pageSysLogs, logFilters);
  const download = useDownload(exportSysLogs);
  const [shown, setShown] = useState<Log>();
  const columns = columnsOf<Log>({
    logType: ['日志类型', sysLogLogTypeLabels],
    userName: '账号',
    module: '模块',
    operation: '操作',
    ip: 'IP',
    costMs: { header: '耗时', cell: (log) => (log.costMs === undefined ? '' : `${log.costMs} 毫秒`) },
    result: ['结果', sysLogResultLabels],
    createTime: ['时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (log) => <RowActions actions={[{ label: '详情', onClick: () => setShown(log) }]} />,
    },
  });
  const toolbar = (
    <IfAllowed call={exportSysLogs}>
      <Button loading={download.isPending} onClick={() => download.mutate({ query: list.params })}>
        导出
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="日志列表" list={list} toolbar={toolbar} columns={columns} />
      {shown && <LogDetailDialog log={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}
