import type { components } from '@zc/sdk';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { replyItems } from './replies.tsx';
import { evaluateScoreLabels } from './scores.ts';

type Evaluate = components['schemas']['Evaluate'];

/** One evaluation in full, as the evaluated supplier and the platform read it: scores, text, photos and replies. */
export function EvaluationDetails({ evaluation }: { evaluation: Evaluate }) {
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="评价信息"
        items={[
          { label: '订单编号', value: evaluation.orderNo },
          { label: '商品名称', value: evaluation.goodsName },
          { label: 'SKU', value: evaluation.sku },
          { label: '采购单位', value: evaluation.purchaserName },
          { label: '评价人', value: evaluation.userName },
          { label: '评价时间', value: formatDateTime(evaluation.createTime) },
          { label: '综合评分', value: labelOf(evaluateScoreLabels, evaluation.score) },
          { label: '商品质量', value: labelOf(evaluateScoreLabels, evaluation.goodsScore) },
          { label: '服务态度', value: labelOf(evaluateScoreLabels, evaluation.serviceScore) },
          { label: '物流速度', value: labelOf(evaluateScoreLabels, evaluation.logisticsScore) },
          { label: '评价内容', value: evaluation.content, span: 3 },
          ...(evaluation.followUpContent
            ? [{ label: '追评内容', value: evaluation.followUpContent, span: 3 as const }]
            : []),
          ...replyItems(evaluation),
        ]}
      />
      {(evaluation.images ?? []).length > 0 && (
        <section aria-label="评价图片" className="flex flex-wrap gap-2 rounded bg-white p-4">
          {evaluation.images?.map((url) => (
            <img key={url} src={url} alt="评价图片" className="h-24 w-24 rounded object-cover" />
          ))}
        </section>
      )}
    </div>
  );
}
