import { useQuery } from '@tanstack/react-query';
import { queryProjectEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { ProjectEvaluationDetails } from '@/features/evaluation/ProjectEvaluationDetails.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { Project } from './kinds.ts';

/** How the purchaser evaluated the winning supplier of a project (queryProjectEvaluateDetail), or that it has not. */
export function EvaluationDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  // No evaluation yet is an answer (null or empty), not a missing record: wrapped so that QueryState shows it.
  const query = useQuery({
    ...queryProjectEvaluateDetailQueryOptions({ query: { projectId: project.id } }),
    select: (evaluation) => ({ evaluation }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`项目评价：${project.projectName}`}>
      <QueryState query={query}>
        {({ evaluation }) =>
          evaluation ? (
            <ProjectEvaluationDetails evaluation={evaluation} />
          ) : (
            <p className="p-6 text-center text-sm text-slate-500">采购单位暂未评价该项目</p>
          )
        }
      </QueryState>
    </Dialog>
  );
}
