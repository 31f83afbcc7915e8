import { Link } from '@tanstack/react-router';
import { type components, supplierQueryEvaluateList } from '@zc/sdk';
import { evaluateScoreLabels } from '@/features/evaluation/scores.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { evaluateFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['Evaluate']>({
  orderNo: '订单编号',
  goodsName: '商品名称',
  score: ['综合评分', evaluateScoreLabels],
  content: '评价内容',
  purchaserName: '采购单位',
  userName: '评价人',
  createTime: ['评价时间', 'dateTime'],
  actions: {
    header: '操作',
    cell: (evaluation) => (
      <Link
        to="/supplier-agreement-evaluate-info"
        search={{ id: evaluation.id, orderNo: evaluation.orderNo }}
        className="text-brand hover:underline"
      >
        查看
      </Link>
    ),
  },
});

/** 协议评价: what purchasers said about this supplier's goods. */
export function EvaluateListPage() {
  const list = useList(supplierQueryEvaluateList, evaluateFilters);
  return <ListPage label="评价列表" list={list} columns={columns} />;
}
