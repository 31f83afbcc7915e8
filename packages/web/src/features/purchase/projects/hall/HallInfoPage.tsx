import { useQuery } from '@tanstack/react-query';
import { type components, pageProjects } from '@zc/sdk';
import { projectStatusLabels } from '@zc/sdk/labels';
import { getProjectQueryOptions, getSecondRoundTimeQueryOptions, pageProjectBidsQueryOptions } from '@zc/sdk/react';
import { type ModeId, modes, type Project, type ProjectMode } from '@/features/purchase/projects/modes.ts';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { projectFilters } from '../filters.ts';
import { Countdown } from './Countdown.tsx';

type Bid = components['schemas']['BidBidding'];

/** The board shows a new bid within 3 s of the supplier placing it: polled more often, so the answer's time fits. */
const pollMs = 2_000;

const hallChooser = (mode: ProjectMode) =>
  chooser({
    noun: `${mode.word}项目`,
    operation: pageProjects,
    filters: projectFilters,
    query: { projectType: mode.projectType },
    initial: { status: 6 },
    columns: columnsOf<Project>({
      projectNo: '项目编号',
      projectName: '项目名称',
      status: ['项目状态', projectStatusLabels],
      endTime: ['竞价结束', 'dateTime'],
    }),
    open: (project) => ({ id: project.id }),
    name: (project) => project.projectName,
  });

/** {mode}大厅详情 (`?id=`): one project's live board, polled, its countdown by the server's clock. */
export function HallInfoPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const { id: projectId } = usePageSearch(mode.routes.hallInfo);
  return (
    <ChooseRecord id={projectId} chooser={hallChooser(mode)}>
      {(projectId) => <Board mode={mode} projectId={projectId} />}
    </ChooseRecord>
  );
}

function Board({ mode, projectId }: { mode: ProjectMode; projectId: string }) {
  const project = useQuery({ ...getProjectQueryOptions({ path: { id: projectId } }), refetchInterval: pollMs });
  const clock = useQuery({
    ...getSecondRoundTimeQueryOptions({ query: { projectId } }),
    refetchInterval: pollMs,
  });
  const round = project.data?.currentRound ?? 1;
  const bids = useQuery({
    ...pageProjectBidsQueryOptions({ query: { projectId, round, status: 1, current: 1, size: 100 } }),
    refetchInterval: pollMs,
  });
  return (
    <QueryState query={project}>
      {(project) => {
        const end = project.status === 7 ? project.secondRoundEndTime : project.endTime;
        return (
          <div className="flex flex-col gap-3">
            <Details
              title={`${mode.word}大厅：${project.projectName}`}
              items={[
                { label: '项目编号', value: project.projectNo },
                { label: '项目状态', value: projectStatusLabels[project.status] },
                { label: '当前轮次', value: `第${round}轮` },
                { label: mode.limitWord, value: formatMoney(project.rules?.startPrice) },
                { label: '最小幅度', value: formatMoney(project.rules?.minStep) },
                { label: `当前${mode.bestWord}`, value: formatMoney(project.currentBestPrice) },
                { label: '报名供应商', value: String(project.registeredCount ?? 0) },
                { label: '有效报价数', value: String(project.bidCount ?? 0) },
                {
                  label: '剩余时间',
                  value: clock.data && end ? <Countdown end={end} serverTime={clock.data.serverTime} /> : '--',
                },
                { label: '竞价结束', value: formatDateTime(end) },
              ]}
            />
            <TableSection label="实时排名" columns={rankColumns(mode)} records={ranked(bids.data?.records ?? [])} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** Valid bids best first (the mock's rank), one per supplier. */
const ranked = (bids: Bid[]) => [...bids].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));

/** The server names the bidders 供应商1, 2… until the project ends, so no one is favoured while it runs. */
const rankColumns = (mode: ProjectMode) =>
  columnsOf<Bid>({
    rank: '排名',
    supplierName: '供应商',
    totalPrice: [`${mode.bidWord}（元）`, 'money'],
    bidTime: [`${mode.bidWord}时间`, 'dateTime'],
  });
