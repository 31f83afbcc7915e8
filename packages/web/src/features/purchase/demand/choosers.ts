import { type components, listDemands, listDemandsToCollect } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { dateRange, defineFilters, select, text } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { collectFilters } from './filters.ts';

type Demand = components['schemas']['OrderDemand'];

const columns = columnsOf<Demand>({
  demandNo: '需求单号',
  demandName: '需求名称',
  applicantName: '申请人',
  status: ['需求状态', demandStatusLabels],
  createTime: ['提交时间', 'dateTime'],
});
const byNumber = {
  open: (demand: Demand) => ({ demandNo: demand.demandNo }),
  name: (demand: Demand) => demand.demandNo,
};

/** 需求详情 and its two siblings: the organisation's demand orders, as 需求汇总 lists them (the page reads them there). */
export const demandChooser = chooser({
  noun: '需求单',
  operation: listDemandsToCollect,
  filters: collectFilters,
  columns,
  ...byNumber,
});

/** 新增需求 with a demand to revise: the applicant's own, sent back first, or still 已提交. */
export const revisableDemandChooser = chooser({
  noun: '需求单',
  operation: listDemands,
  filters: defineFilters({
    demandNo: text('需求单号'),
    demandName: text('需求名称'),
    status: select('需求状态', [2, 0]),
    startTime: dateRange('提交时间', 'endTime'),
  }),
  initial: { status: 2 },
  columns,
  ...byNumber,
});
