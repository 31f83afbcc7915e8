import { Link } from '@tanstack/react-router';
import type { Project, ProjectMode } from '@/features/projects/modes.ts';

/** Where a project goes next from its phase: its form and rules while a draft, its registrations or deposits while
 * they are reviewed, the hall while bidding, the picketage once closed, the contract once decided. */
export function NextStep({ mode, project }: { mode: ProjectMode; project: Project }) {
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
  if (project.status >= 3 && project.status <= 5) {
    const bond = project.status === 4;
    return (
      <Link
        to={bond ? mode.routes.bond : mode.routes.signUp}
        search={{ projectName: project.projectName }}
        className="text-brand"
      >
        {bond ? '审核保证金' : '审核报名'}
      </Link>
    );
  }
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
