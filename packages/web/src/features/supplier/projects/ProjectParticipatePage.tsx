import { type components, pageBiddingHall } from '@zc/sdk';
import { biddingHallItemCurrentRoundLabels, projectStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { participateFilters } from './filters.ts';
import type { ProjectKind } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';
import { isRunning } from './rules.ts';

type HallItem = components['schemas']['BiddingHallItem'];

/** 参与竞价 / 参与反拍 / 参与拍卖: the projects this supplier registered for, with its last price and rank. */
export function ProjectParticipatePage({ kind }: { kind: ProjectKind }) {
  const list = useList(pageBiddingHall, participateFilters, { query: { projectType: kind.projectType } });
  const columns = columnsOf<HallItem>({
    projectNo: '项目编号',
    projectName: {
      header: '项目名称',
      cell: (row) => (
        <ProjectLink to={kind.routes.info} id={row.projectId}>
          {row.projectName}
        </ProjectLink>
      ),
    },
    purchaserOrgName: kind.orgWord,
    status: ['项目状态', projectStatusLabels],
    currentRound: ['轮次', biddingHallItemCurrentRoundLabels],
    startTime: ['开始时间', 'dateTime'],
    endTime: ['结束时间', 'dateTime'],
    startPrice: [kind.limitWord, 'money'],
    bestPrice: [`当前${kind.bestWord}`, 'money'],
    myLastPrice: [`我的${kind.bidWord}`, 'money'],
    myRank: '我的排名',
    bidCount: `有效${kind.bidWord}`,
    actions: {
      header: '操作',
      cell: (row) => (
        <span className="flex gap-2 whitespace-nowrap">
          {isRunning(row.status) && (
            <ProjectLink to={kind.routes.joinBid} id={row.projectId}>
              {kind.bidWord}
            </ProjectLink>
          )}
          <ProjectLink to={kind.routes.viewDetails} id={row.projectId}>
            查看
          </ProjectLink>
        </span>
      ),
    },
  });
  return <ListPage label={`参与${kind.word}项目`} list={list} columns={columns} rowKey={(row) => row.projectId} />;
}
