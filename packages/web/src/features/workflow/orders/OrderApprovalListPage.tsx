import { pageOrderApprovalTasks } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useInstanceDialog } from '../shared/InstanceDialog.tsx';
import { TaskDialog } from '../shared/TaskDialog.tsx';
import { orderApprovalFilters } from './filters.ts';
import { orderColumns } from './order-columns.tsx';

/** 订单审批: the orders waiting for the signed-in user's approval, approved in their flow's form. */
export function OrderApprovalListPage() {
  const list = useList(pageOrderApprovalTasks, orderApprovalFilters);
  const [handling, setHandling] = useState<string>();
  const progress = useInstanceDialog();
  const columns = orderColumns({ taskName: '当前节点', createTime: ['提交时间', 'dateTime'] }, (row) => (
    <RowActions
      actions={[
        { label: '审批', onClick: () => setHandling(row.taskId), hidden: !row.taskId },
        {
          label: '流程进度',
          onClick: () => progress.show({ processInstanceId: row.processInstanceId, title: row.orderNo }),
        },
      ]}
    />
  ));
  return (
    <>
      <ListPage label="待审批订单列表" list={list} columns={columns} />
      {handling && <TaskDialog taskId={handling} onClose={() => setHandling(undefined)} />}
      {progress.dialog}
    </>
  );
}
