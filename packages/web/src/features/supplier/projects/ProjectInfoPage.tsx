import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProjectRules } from '@/features/projects/ProjectRules.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { ProjectKind } from './kinds.ts';
import { ProjectFacts, ProjectGoodsTable, SecondRound, WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';
import { isRunning } from './rules.ts';

/** 竞价详情 / 反拍详情 / 拍卖详情: the project sheet (project, rules, second round, goods), read-only. */
export function ProjectInfoPage({ kind }: { kind: ProjectKind }) {
  return (
    <WithProject chooser={projectChoosers.info[kind.id]}>
      {(id) => <ProjectInfo kind={kind} projectId={id} />}
    </WithProject>
  );
}

function ProjectInfo({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const query = useQuery(kind.info(projectId));
  return (
    <QueryState query={query}>
      {(project) => (
        <div className="flex flex-col gap-3">
          <ProjectFacts
            kind={kind}
            project={project}
            actions={
              isRunning(project.status) && (
                <Link to={kind.routes.joinBid} search={{ id: project.id }}>
                  <Button size="sm" variant="primary">
                    去{kind.bidWord}
                  </Button>
                </Link>
              )
            }
          />
          <ProjectRules kind={kind} projectId={projectId} />
          <SecondRound projectId={projectId} />
          <ProjectGoodsTable kind={kind} projectId={projectId} />
        </div>
      )}
    </QueryState>
  );
}
