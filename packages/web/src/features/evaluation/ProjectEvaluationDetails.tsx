import type { components } from '@zc/sdk';
import { formatDateTime } from '@/shared/format/date.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';

type ProjectEvaluate = components['schemas']['ProjectEvaluate'];

const stars = (score: number | undefined) =>
  score === undefined ? undefined : `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`;

/** The purchasing organisation's evaluation of a project's winning supplier, as both sides read it. */
export function ProjectEvaluationDetails({ evaluation }: { evaluation: ProjectEvaluate }) {
  return (
    <Details
      title="采购单位评价"
      items={[
        { label: '中标供应商', value: evaluation.supplierName },
        { label: '综合评分', value: stars(evaluation.score) },
        { label: '质量', value: stars(evaluation.qualityScore) },
        { label: '服务', value: stars(evaluation.serviceScore) },
        { label: '交付', value: stars(evaluation.deliveryScore) },
        { label: '评价时间', value: formatDateTime(evaluation.createTime) },
        { label: '评价内容', value: evaluation.content, span: 3 },
      ]}
    />
  );
}
