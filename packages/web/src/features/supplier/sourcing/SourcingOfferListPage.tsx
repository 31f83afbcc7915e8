import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { pageSupplierSourcingQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { quoteStatusLabels, sourcingStatusLabels, supplierSourcingStatusLabels } from './labels.ts';

type Sourcing = components['schemas']['Sourcing'];
const column = createColumns<Sourcing>();
const numberOrUndefined = <T extends number>(value: string | undefined) =>
  value === undefined ? undefined : (Number(value) as T);

/** 询价报价: the published inquiries open to this supplier, with its own quotation state; each opens to quote. */
export function SourcingOfferListPage() {
  const list = useListSearch();
  const { sourcingName, sourcingNo, status, quoteStatus } = list.filters;
  const query = useQuery({
    ...pageSupplierSourcingQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        sourcingName,
        sourcingNo,
        status: numberOrUndefined<Sourcing['status']>(status),
        quoteStatus: numberOrUndefined<NonNullable<Sourcing['myQuoteStatus']>>(quoteStatus),
      },
    }),
    placeholderData: keepPreviousData,
  });

  const columns = [
    column.accessor('sourcingNo', { header: '询价编号' }),
    column.accessor('sourcingName', { header: '询价标题' }),
    column.accessor('purchaserOrgName', { header: '采购单位' }),
    column.accessor('quoteEndTime', { header: '报价截止', cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('status', { header: '询价状态', cell: (c) => labelOf(sourcingStatusLabels, c.getValue()) }),
    column.accessor('myQuoteStatus', { header: '我的报价', cell: (c) => labelOf(quoteStatusLabels, c.getValue()) }),
    column.accessor('myQuoteAmount', {
      header: '报价金额（元）',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Link
          to="/supplier-sourcing-offer-info"
          search={{ id: row.original.id }}
          aria-label={`${row.original.status === 3 ? '报价' : '查看'}：${row.original.sourcingName}`}
          className="text-brand hover:underline"
        >
          {row.original.status === 3 ? (row.original.myQuoteStatus ? '修改报价' : '报价') : '查看'}
        </Link>
      ),
    }),
  ];

  return (
    <ListPage
      label="询价列表"
      list={list}
      filters={[
        { name: 'sourcingName', label: '询价标题' },
        { name: 'sourcingNo', label: '询价编号' },
        { type: 'select', name: 'status', label: '询价状态', options: optionsOf(supplierSourcingStatusLabels) },
        { type: 'select', name: 'quoteStatus', label: '报价状态', options: optionsOf(quoteStatusLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
