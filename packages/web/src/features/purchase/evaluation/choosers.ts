// The order lines an evaluation page offers when opened without an order, or with one that is missing or not the
// user's: the rows of 我的评价, in the states the page is about.
import { type components, queryMyEvaluate } from '@zc/sdk';
import { evaluateStateLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';

type Evaluate = components['schemas']['Evaluate'];

const columns = columnsOf<Evaluate>({
  orderNo: '订单编号',
  goodsName: '商品名称',
  supplierName: '供应商',
  evaluateState: ['评价状态', evaluateStateLabels],
  createTime: ['时间', 'dateTime'],
});
// A row is a line; the page is about its order.
const ofOrder = {
  open: (row: Evaluate) => ({ id: row.orderId }),
  name: (row: Evaluate) => `${row.orderNo} ${row.goodsName}`,
};

/** 评价: received goods waiting for an evaluation. */
export const toEvaluateChooser = chooser({
  noun: '待评价商品',
  operation: queryMyEvaluate,
  filters: defineFilters({ goodsName: text('商品名称') }),
  query: { evaluateState: 0 },
  columns,
  ...ofOrder,
});

/** 评价详情: the evaluations given, those still open to a follow-up first. */
export const evaluatedChooser = chooser({
  noun: '评价',
  operation: queryMyEvaluate,
  filters: defineFilters({ goodsName: text('商品名称'), evaluateState: select('评价状态', [1, 2]) }),
  initial: { evaluateState: 1 },
  columns,
  ...ofOrder,
});
