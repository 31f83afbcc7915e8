import { useQuery } from '@tanstack/react-query';
import { getProjectOrderInfoQueryOptions } from '@zc/sdk/react';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { JoinBidPage } from './JoinBidPage.tsx';
import { kindOfType } from './kinds.ts';
import { WithProjectId } from './ProjectSheet.tsx';

/**
 * /join-bid and /view-details: the join-bid or view-details page of whatever kind the project is, for links that
 * name only the project (messages, the workbench's to-dos).
 */
export function ProjectOfTypePage({ mode }: { mode: 'join' | 'view' }) {
  return <WithProjectId>{(id) => <ProjectOfType projectId={id} readOnly={mode === 'view'} />}</WithProjectId>;
}

function ProjectOfType({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  const query = useQuery(getProjectOrderInfoQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(project) => <JoinBidPage kind={kindOfType(project.projectType)} readOnly={readOnly} />}
    </QueryState>
  );
}
