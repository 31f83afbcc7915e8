import { useQuery } from '@tanstack/react-query';
import { queryProjectEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { Project } from './kinds.ts';

const stars = (score: number | undefined) =>
  score === undefined ? undefined : `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`;

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
            <Details
              title="采购单位评价"
              items={[
                { label: '综合评分', value: stars(evaluation.score) },
                { label: '质量', value: stars(evaluation.qualityScore) },
                { label: '服务', value: stars(evaluation.serviceScore) },
                { label: '交付', value: stars(evaluation.deliveryScore) },
                { label: '评价时间', value: formatDateTime(evaluation.createTime), span: 2 },
                { label: '评价内容', value: evaluation.content, span: 3 },
              ]}
            />
          ) : (
            <p className="p-6 text-center text-sm text-slate-500">采购单位暂未评价该项目</p>
          )
        }
      </QueryState>
    </Dialog>
  );
}
