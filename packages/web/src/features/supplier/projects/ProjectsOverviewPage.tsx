import { type components, pageBiddingHall } from '@zc/sdk';
import { projectStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';
import { byKind, type ProjectKind } from './kinds.ts';

/** A kind's group: projects to register for, rounds open for bids and results to confirm; its latest projects. */
function groupOf(kind: ProjectKind) {
  const { routes } = kind;
  return {
    todos: [
      todo({
        label: '待报名项目',
        operation: kind.projectList,
        query: { ...kind.ofKind, status: 3, joined: 0 },
        list: { to: routes.report, search: { joined: 0 } },
      }),
      todo({
        label: `可${kind.bidWord}项目`,
        operation: pageBiddingHall,
        query: { projectType: kind.projectType, status: 6 },
        list: { to: routes.participate, search: { status: 6 } },
      }),
      todo({
        label: '待确认定标结果',
        operation: kind.projectList,
        query: { ...kind.ofKind, joined: 1, status: 10 },
        list: { to: routes.result },
      }),
    ],
    latest: [
      latest({
        title: `最新参与的${kind.word}项目`,
        operation: pageBiddingHall,
        query: { projectType: kind.projectType },
        columns: columnsOf<components['schemas']['BiddingHallItem']>({
          projectNo: '项目编号',
          projectName: '项目名称',
          status: ['项目状态', projectStatusLabels],
          endTime: ['结束时间', 'dateTime'],
        }),
        open: (row) => ({ to: routes.viewDetails, search: { id: row.projectId } }),
        name: (row) => row.projectName,
      }),
    ],
  };
}

const groups = byKind(groupOf);

/** 竞价管理 / 反拍管理 / 拍卖管理: what waits for the supplier in the kind's projects, and its latest projects. */
export function ProjectsOverviewPage({ kind }: { kind: ProjectKind }) {
  return <GroupPage {...groups[kind.id]} />;
}
