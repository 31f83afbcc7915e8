import { useQuery } from '@tanstack/react-query';
import { getProjectOrderInfoQueryOptions } from '@zc/sdk/react';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { JoinBid } from './JoinBidPage.tsx';
import { kindOfType } from './kinds.ts';
import { WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';

/**
 * /join-bid and /view-details: the join-bid or view-details page of whatever kind the project is, for links that
 * name only the project (messages, the workbench's to-dos).
 */
export function ProjectOfTypePage({ mode }: { mode: 'join' | 'view' }) {
  return (
    <WithProject chooser={mode === 'view' ? projectChoosers.anyJoined : projectChoosers.anyRunning}>
      {(id) => <ProjectOfType projectId={id} readOnly={mode === 'view'} />}
    </WithProject>
  );
}

function ProjectOfType({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  const query = useQuery(getProjectOrderInfoQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(project) => <JoinBid kind={kindOfType(project.projectType)} projectId={projectId} readOnly={readOnly} />}
    </QueryState>
  );
}
