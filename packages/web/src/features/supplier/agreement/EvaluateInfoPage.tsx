import { type components, type Data, supplierQueryEvaluateList } from '@zc/sdk';
import { supplierQueryEvaluateListQueryOptions } from '@zc/sdk/react';
import { EvaluationDetails } from '@/features/evaluation/EvaluationDetails.tsx';
import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { evaluateFilters } from './filters.ts';

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
      {(evaluation) => <EvaluationDetails evaluation={evaluation} />}
    </RecordPage>
  );
}
