import { type components, pageSysLogs } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { ErrorDetailDialog } from './ErrorDetailDialog.tsx';
import { errorInfoFilters } from './filters.ts';

type Log = components['schemas']['SysLog'];

/** The exception log: where the platform records the script errors and failed requests its pages report (02 §8). */
const exceptions = { logType: 3 } as const;

/** 错误信息: the recorded script errors (message, page) and failed requests (status, request, data, method). */
export function ErrorInfoListPage() {
  const list = useList(pageSysLogs, errorInfoFilters, { query: exceptions });
  const [shown, setShown] = useState<Log>();
  const columns = columnsOf<Log>({
    createTime: ['记录时间', 'dateTime'],
    userName: '账号',
    module: '来源',
    operation: '错误描述',
    errorMsg: '错误信息',
    method: '请求方式',
    requestUrl: '地址',
    actions: {
      header: '操作',
      cell: (log) => (
        <Button variant="text" size="sm" onClick={() => setShown(log)}>
          详情
        </Button>
      ),
    },
  });
  return (
    <>
      <ListPage label="错误信息列表" list={list} columns={columns} />
      {shown && <ErrorDetailDialog log={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}
