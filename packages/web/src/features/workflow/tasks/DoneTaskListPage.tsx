import { type components, pageAllDoneTasks, pageDoneTasks } from '@zc/sdk';
import { historicTaskBusinessTypeLabels, historicTaskResultLabels } from '@zc/sdk/labels';
import { type ListModel, useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useInstanceDialog } from '../shared/InstanceDialog.tsx';
import { allDoneFilters, doneFilters } from './filters.ts';

type Done = components['schemas']['HistoricTask'];

/** 已完成 (and 已办任务): the tasks the signed-in user agreed or rejected, with the opinion given and the flow's progress. */
export function DoneTaskListPage() {
  return <CompletedTasks list={useList(pageDoneTasks, doneFilters)} />;
}

/** 全部请假 (/leaveAll): every completed task of the platform, with who completed it. */
export function AllDoneTaskListPage() {
  return <CompletedTasks list={useList(pageAllDoneTasks, allDoneFilters)} everyone />;
}

function CompletedTasks({ list, everyone = false }: { list: ListModel<Done>; everyone?: boolean }) {
  const progress = useInstanceDialog();
  const columns = columnsOf<Done>({
    processName: '流程名称',
    name: '办理节点',
    businessType: ['业务类型', historicTaskBusinessTypeLabels],
    applicantName: '申请人',
    ...(everyone && { assigneeName: '办理人' }),
    result: ['审批结果', historicTaskResultLabels],
    comment: '审批意见',
    endTime: ['办理时间', 'dateTime'],
    processFinished: { header: '流程状态', cell: (task) => (task.processFinished ? '已结束' : '审批中') },
    actions: {
      header: '操作',
      cell: (task) => progress.button({ processInstanceId: task.processInstanceId, title: task.processName }),
    },
  });
  return (
    <>
      <ListPage label="已办任务列表" list={list} columns={columns} />
      {progress.dialog}
    </>
  );
}
