import { projectStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { resultFilters } from './filters.ts';
import type { Project, ProjectKind } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';
import { ResultTabs, withoutField } from './ResultTabs.tsx';

/** The list call filters one phase at a time, so the page shows one result phase per tab; 已定标 first. */
const decided = 10;

/** 竞价结果 / 反拍结果 / 拍卖结果: the supplier's projects whose bidding closed, by phase, each with its deal result. */
export function ProjectResultPage({ kind }: { kind: ProjectKind }) {
  const list = useList(kind.projectList, resultFilters, { query: { ...kind.ofKind, joined: 1, status: decided } });
  const columns = columnsOf<Project>({
    projectNo: '项目编号',
    projectName: {
      header: '项目名称',
      cell: (project) => (
        <ProjectLink to={kind.routes.viewDetails} id={project.id}>
          {project.projectName}
        </ProjectLink>
      ),
    },
    purchaserOrgName: kind.orgWord,
    status: ['项目状态', projectStatusLabels],
    endTime: [`${kind.word}结束`, 'dateTime'],
    currentBestPrice: [kind.bestWord, 'money'],
    bidCount: `有效${kind.bidWord}`,
    invalidReason: '流标原因',
    actions: {
      header: '操作',
      cell: (project) =>
        project.status === decided && (
          <ProjectLink to="/view-bid" id={project.id}>
            成交结果
          </ProjectLink>
        ),
    },
  });
  return (
    <ListPage label={`${kind.word}结果`} list={withoutField(list, 'status')} columns={columns}>
      <ResultTabs list={list} current={list.search.status ?? decided} />
    </ListPage>
  );
}
