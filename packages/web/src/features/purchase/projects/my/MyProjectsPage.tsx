import { Link, useNavigate } from '@tanstack/react-router';
import { pageProjects } from '@zc/sdk';
import { type ModeId, modes, type Project, type ProjectMode } from '@/features/projects/modes.ts';
import { projectColumns } from '@/features/projects/project-columns.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { projectFilters } from '../filters.ts';

/** Where a project goes next from its phase: its form and rules while a draft, the hall while bidding, the
 * picketage once closed, the contract once decided. */
function NextStep({ mode, project }: { mode: ProjectMode; project: Project }) {
  if (project.status === 0 || project.status === 2)
    return (
      <span className="flex gap-3">
        <Link to={mode.routes.add} search={{ id: project.id }} className="text-brand">
          编辑
        </Link>
        <Link to={mode.routes.setRules} search={{ id: project.id }} className="text-brand">
          设置规则并提交
        </Link>
      </span>
    );
  if (project.status === 6 || project.status === 7)
    return (
      <Link to={mode.routes.hallInfo} search={{ id: project.id }} className="text-brand">
        进入{mode.word}大厅
      </Link>
    );
  if (project.status === 8)
    return (
      <Link to={mode.routes.calibration} search={{ projectNo: project.projectNo }} className="text-brand">
        去定标
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
  const navigate = useNavigate();
  const list = useList(pageProjects, projectFilters, { query: { projectType: mode.projectType } });
  const columns = [
    ...projectColumns,
    ...columnsOf<Project>({
      actions: { header: '操作', cell: (project) => <NextStep mode={mode} project={project} /> },
    }),
  ];
  const toolbar = (
    <Button variant="primary" onClick={() => navigate({ to: mode.routes.add, search: {} })}>
      新增{mode.word}
    </Button>
  );
  return <ListPage label={`我的${mode.word}`} list={list} columns={columns} toolbar={toolbar} />;
}
