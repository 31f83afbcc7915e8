import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pageProjects } from '@zc/sdk';
import { getSecondRoundTimeQueryOptions } from '@zc/sdk/react';
import { projectColumns } from '@/features/projects/project-columns.tsx';
import { type ModeId, modes, type Project } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { hallFilters } from '../filters.ts';
import { Countdown } from './Countdown.tsx';

/** {mode}大厅: the mode's projects bidding now, each with its time left by the server's clock and its board. */
export function HallPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pageProjects, hallFilters, { query: { projectType: mode.projectType, status: 6 } });
  // Any project's clock call answers the server's time: one read serves every row's countdown.
  const first = list.data?.records[0];
  const clock = useQuery({
    ...getSecondRoundTimeQueryOptions({ query: { projectId: first?.id ?? '' } }),
    enabled: Boolean(first),
  });
  // The budget matters less here than the time left, which takes its place.
  const columns = [
    ...projectColumns.filter((column) => column.id !== 'budgetAmount'),
    ...columnsOf<Project>({
      timeLeft: {
        header: '剩余时间',
        cell: (project) => {
          const end = project.status === 7 ? project.secondRoundEndTime : project.endTime;
          return clock.data && end ? <Countdown end={end} serverTime={clock.data.serverTime} /> : '--';
        },
      },
      actions: {
        header: '操作',
        cell: (project) => (
          <Link to={mode.routes.hallInfo} search={{ id: project.id }} className="text-brand">
            进入大厅
          </Link>
        ),
      },
    }),
  ];
  return <ListPage label={`${mode.word}大厅`} list={list} columns={columns} />;
}
