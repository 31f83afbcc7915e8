import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { supplierQueryEvaluateListQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { evaluateScoreLabels } from './labels.ts';

type Evaluate = components['schemas']['Evaluate'];
const column = createColumns<Evaluate>();
const columns = [
  column.accessor('orderNo', { header: '订单编号' }),
  column.accessor('goodsName', { header: '商品名称' }),
  column.accessor('score', { header: '综合评分', cell: (c) => labelOf(evaluateScoreLabels, c.getValue()) }),
  column.accessor('content', { header: '评价内容', meta: { className: 'max-w-80 truncate' } }),
  column.accessor('purchaserName', { header: '采购单位' }),
  column.accessor('userName', { header: '评价人' }),
  column.accessor('createTime', { header: '评价时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.display({
    id: 'actions',
    header: '操作',
    cell: ({ row }) => (
      <Link
        to="/supplier-agreement-evaluate-info"
        search={{ id: row.original.id, orderNo: row.original.orderNo }}
        className="text-brand hover:underline"
      >
        查看
      </Link>
    ),
  }),
];

/** 协议评价: what purchasers said about this supplier's goods. */
export function EvaluateListPage() {
  const list = useListSearch();
  const { goodsName, orderNo, score } = list.filters;
  const query = useQuery({
    ...supplierQueryEvaluateListQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        goodsName,
        orderNo,
        score: score === undefined ? undefined : Number(score),
      },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      label="评价列表"
      list={list}
      filters={[
        { name: 'goodsName', label: '商品名称' },
        { name: 'orderNo', label: '订单编号' },
        { type: 'select', name: 'score', label: '综合评分', options: optionsOf(evaluateScoreLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
