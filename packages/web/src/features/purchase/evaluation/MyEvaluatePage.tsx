import { type components, queryMyEvaluate } from '@zc/sdk';
import { evaluateStateLabels } from '@zc/sdk/labels';
import { Stars } from '@/features/evaluation/Stars.tsx';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { myEvaluateFilters } from './filters.ts';

type Evaluate = components['schemas']['Evaluate'];

const columns = columnsOf<Evaluate>({
  orderNo: '订单编号',
  goodsName: '商品名称',
  supplierName: '供应商',
  evaluateState: ['评价状态', evaluateStateLabels],
  score: {
    header: '评分',
    cell: (row) => (row.evaluateState === 0 ? '--' : <Stars label="综合评分" value={row.score} />),
  },
  content: '评价内容',
  followUpContent: '追评内容',
  replyContent: '供应商回复',
  createTime: ['时间', 'dateTime'],
  actions: {
    header: '操作',
    cell: (row) =>
      row.evaluateState === 0 ? (
        <Permission value="evaluate:add">
          <RecordLink to="/purchase/evaluate" id={row.orderId} action>
            去评价
          </RecordLink>
        </Permission>
      ) : (
        <RecordLink to="/purchase/evaluateInfo" id={row.orderId} action>
          {row.evaluateState === 1 ? '查看/追评' : '查看'}
        </RecordLink>
      ),
  },
});

/** 我的评价: received goods waiting for an evaluation, and the evaluations given with the suppliers' replies. */
export function MyEvaluatePage() {
  const list = useList(queryMyEvaluate, myEvaluateFilters);
  return <ListPage label="我的评价" list={list} columns={columns} />;
}
