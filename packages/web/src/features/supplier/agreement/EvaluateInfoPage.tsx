import { type components, type Data, supplierQueryEvaluateList } from '@zc/sdk';
import { supplierQueryEvaluateListQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { evaluateFilters, evaluateScoreLabels } from './filters.ts';

/** 协议评价 offers its evaluations. */
const evaluations = chooser({
  noun: '评价',
  operation: supplierQueryEvaluateList,
  filters: evaluateFilters,
  columns: columnsOf<components['schemas']['Evaluate']>({
    orderNo: '订单编号',
    goodsName: '商品名称',
    score: ['综合评分', evaluateScoreLabels],
    createTime: ['评价时间', 'dateTime'],
  }),
  open: (evaluation) => ({ id: evaluation.id, orderNo: evaluation.orderNo }),
  name: (evaluation) => `${evaluation.orderNo} ${evaluation.goodsName}`,
});

/**
 * 协议评价详情 (`?id=&orderNo=`). The spec's evaluation detail (queryEvaluateDetail) is the purchaser's; a supplier
 * reads its evaluation from its own list, narrowed to the order.
 */
export function EvaluateInfoPage() {
  const { id, orderNo } = usePageSearch('/supplier-agreement-evaluate-info');
  return (
    <RecordPage
      id={id}
      chooser={evaluations}
      load={(id) => ({
        ...supplierQueryEvaluateListQueryOptions({ query: { orderNo, current: 1, size: 100 } }),
        // Not found in the list is a missing evaluation (null), which the frame says and offers the list for.
        select: (page: Data<'supplierQueryEvaluateList'>) => page.records.find((row) => row.id === id) ?? null,
      })}
    >
      {(evaluation) => (
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
              { label: '供应商回复', value: evaluation.replyContent, span: 3 },
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
      )}
    </RecordPage>
  );
}
