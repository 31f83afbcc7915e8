// The projects each project page is about, offered when the page is opened without one (or with one the supplier
// cannot see): the list the page is opened from, narrowed to the phases the page serves.
import { type components, pageBiddingHall } from '@zc/sdk';
import { projectStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { participateFilters, resultFilters } from './filters.ts';
import { byKind, kinds, type Project, type ProjectKind, type ProjectType } from './kinds.ts';

type HallItem = components['schemas']['BiddingHallItem'];

type Status = Project['status'];

/** 竞价中: the phase whose projects are open for bids (the hall filters one phase at a time). */
const running: Status = 6;
/** 已定标: the phase whose results the supplier confirms. */
const decided: Status = 10;

const hallColumns = columnsOf<HallItem>({
  projectNo: '项目编号',
  projectName: '项目名称',
  purchaserOrgName: '采购单位',
  status: ['项目状态', projectStatusLabels],
  endTime: ['结束时间', 'dateTime'],
});

/** The supplier's projects in the hall (参与竞价 and its twins): of one mode, or of both buying modes. */
const hall = (query: { projectType?: ProjectType; status?: Status }) =>
  chooser({
    noun: '项目',
    operation: pageBiddingHall,
    filters: participateFilters,
    query,
    columns: hallColumns,
    open: (row) => ({ id: row.projectId }),
    name: (row) => row.projectName,
  });

/** Published projects of the kind's list call (报名, 参与 and 结果 open the project sheet from them). */
const published = (kind: ProjectKind, query: { projectType?: 1 | 2; joined?: 1; status?: Status } = kind.ofKind) =>
  chooser({
    noun: '项目',
    operation: kind.projectList,
    filters: resultFilters,
    query,
    columns: columnsOf<Project>({
      projectNo: '项目编号',
      projectName: '项目名称',
      purchaserOrgName: kind.orgWord,
      status: ['项目状态', projectStatusLabels],
      endTime: ['结束时间', 'dateTime'],
    }),
    open: (project) => ({ id: project.id }),
    name: (project) => project.projectName,
  });

export const projectChoosers = {
  /** 竞价详情 and its twins: the kind's published projects. */
  info: byKind((kind) => published(kind)),
  /** 竞价出价 and its twins: the kind's projects open for bids. */
  joinBid: byKind((kind) => hall({ projectType: kind.projectType, status: running })),
  /** 查看 (view-details) and its twins: every project of the kind the supplier registered for. */
  viewDetails: byKind((kind) => hall({ projectType: kind.projectType })),
  /** /join-bid of whatever buying mode: the projects open for bids. */
  anyRunning: hall({ status: running }),
  /** /view-details, 委托详情 and 历史报价详情: the projects the supplier registered for. */
  anyJoined: hall({}),
  /** 成交结果: the supplier's decided projects of both buying modes, whose results it confirms. */
  decided: published(kinds.bidding, { joined: 1, status: decided }),
};
