import { type components, pageAdminProjectDemands } from '@zc/sdk';
import { type ModeId, modes } from '@/features/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { demandFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['PurchasePlan']>({
  planNo: '计划编号',
  planName: '计划名称',
  purchaserName: '采购单位',
  deptName: '部门',
  applicantName: '申请人',
  planAmount: ['计划金额', 'money'],
  usedAmount: ['已用金额', 'money'],
  startDate: ['开始日期', 'date'],
  endDate: ['结束日期', 'date'],
  createTime: ['提交时间', 'dateTime'],
});

/** {mode}需求: every unit's approved plans of the mode, the demands its project managers start projects from. */
export function DemandListPage({ mode: id }: { mode: Extract<ModeId, 'bidding' | 'backhand'> }) {
  const mode = modes[id];
  const list = useList(pageAdminProjectDemands, demandFilters, { query: { purchaseType: mode.planType } });
  return <ListPage label={`${mode.word}需求`} list={list} columns={columns} />;
}
