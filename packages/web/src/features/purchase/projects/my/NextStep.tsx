import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMenuRoutes } from '@/app/menu-routes.ts';
import type { Project, ProjectMode } from '@/features/purchase/projects/modes.ts';
import { useInstanceDialog } from '@/features/workflow/shared/InstanceDialog.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { PicketageHistoryDialog } from '../calibration/PicketageHistoryDialog.tsx';

/** Where a project goes next from its phase: its form and rules while a draft, its approval while in review, its
 * registrations or deposits while they are reviewed, the hall while bidding, the picketage once closed and while its
 * decision is approved, the contract once decided. */
export function NextStep({ mode, project }: { mode: ProjectMode; project: Project }) {
  if (project.status === 1) return <InReview mode={mode} project={project} />;
  if (project.status === 9) return <PicketageInReview project={project} />;
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

/** 审核中: an approver goes to the mode's approvals; the project manager, who cannot approve it, follows its flow. */
function InReview({ mode, project }: { mode: ProjectMode; project: Project }) {
  const held = useMenuRoutes();
  const progress = useInstanceDialog();
  if (!held.data) return null;
  if (held.data.has(mode.routes.check))
    return (
      <Link to={mode.routes.check} search={{ projectName: project.projectName }} className="text-brand">
        去审核
      </Link>
    );
  return (
    <>
      {progress.button({ businessKey: project.id, title: project.projectName })}
      {progress.dialog}
    </>
  );
}

/** 定标审核中: the winners chosen, as the picketage history records them, while the decision is approved. */
function PicketageInReview({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" size="sm" onClick={() => setOpen(true)}>
        定标记录
      </Button>
      {open && <PicketageHistoryDialog project={project} onClose={() => setOpen(false)} />}
    </>
  );
}
