import type { components } from '@zc/sdk';
import { workflowTaskBusinessTypeLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Task = components['schemas']['WorkflowTask'];

/** The columns of running tasks (mine or everyone's), with the page's own actions; 办理人 where others' show. */
export const taskColumns = (actions: (task: Task) => ReactNode, withAssignee = false) =>
  columnsOf<Task>({
    processName: '流程名称',
    name: '当前节点',
    businessType: ['业务类型', workflowTaskBusinessTypeLabels],
    applicantName: '申请人',
    assigneeName: withAssignee ? '办理人' : undefined,
    createTime: ['到达时间', 'dateTime'],
    actions: { header: '操作', cell: actions },
  });
