import { projectStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import type { Project } from './modes.ts';

/** The columns every list of projects shows, before its own. */
export const projectColumns = columnsOf<Project>({
  projectNo: '项目编号',
  projectName: '项目名称',
  status: ['项目状态', projectStatusLabels],
  budgetAmount: ['预算金额', 'money'],
  registeredCount: '报名数',
  bidCount: '有效报价数',
  endTime: ['竞价结束', 'dateTime'],
});
