import { Link } from '@tanstack/react-router';
import { pageProjects } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { projectFilters } from '../filters.ts';
import { type ModeId, modes, type Project, type ProjectMode } from '../modes.ts';
import { projectColumns } from '../project-columns.tsx';

/** Where a project goes next from its phase: the hall while bidding, the contract once decided. */
function NextStep({ mode, project }: { mode: ProjectMode; project: Project }) {
  if (project.status === 6 || project.status === 7)
    return (
      <Link to={mode.routes.hallInfo} search={{ id: project.id }} className="text-brand">
        进入{mode.word}大厅
      </Link>
    );
  if (project.status === 10)
    return (
      <Link to={mode.routes.contract} search={{ projectName: project.projectName }} className="text-brand">
        查看合同
      </Link>
    );
  return null;
}

/** 我的{mode}: the organisation's projects of the mode, by phase, each with its next step. */
export function MyProjectsPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pageProjects, projectFilters, { query: { projectType: mode.projectType } });
  const columns = [
    ...projectColumns,
    ...columnsOf<Project>({
      actions: { header: '操作', cell: (project) => <NextStep mode={mode} project={project} /> },
    }),
  ];
  return <ListPage label={`我的${mode.word}`} list={list} columns={columns} />;
}
