import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { exportInvoiceReconciliation } from '@zc/sdk';
import { pageInvoiceReconciliationQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { checkResultLabels } from './labels.ts';

type InvoiceCheck = components['schemas']['InvoiceReconciliation'];
const column = createColumns<InvoiceCheck>();

const columns = [
  column.accessor('invoiceCode', { header: '发票代码' }),
  column.accessor('invoiceNo', { header: '发票号码' }),
  column.accessor('invoiceDate', { header: '开票日期', cell: (c) => formatDate(c.getValue()) }),
  column.accessor('orderNo', { header: '订单编号' }),
  column.accessor('purchaserName', { header: '采购单位' }),
  column.accessor('invoiceAmount', {
    header: '发票金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('orderAmount', {
    header: '订单金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('diffAmount', { header: '差额', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('checkResult', { header: '核对结果', cell: (c) => labelOf(checkResultLabels, c.getValue()) }),
];

/** 电子发票: the supplier's invoices matched against the orders they cover (invoice reconciliation), and its export. */
export function InvoiceReconciliationPage() {
  const list = useListSearch();
  const exportInvoices = useDownload(exportInvoiceReconciliation);
  const { invoiceNo, startTime, endTime } = list.filters;
  const checkResult =
    list.filters.checkResult === undefined
      ? undefined
      : (Number(list.filters.checkResult) as InvoiceCheck['checkResult']);
  const filters = { invoiceNo, checkResult, startTime, endTime };
  const invoices = useQuery({
    ...pageInvoiceReconciliationQueryOptions({
      query: { current: list.page.current, size: list.page.size, ...filters },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      label="电子发票"
      list={list}
      filters={[
        { name: 'invoiceNo', label: '发票号码' },
        { type: 'select', name: 'checkResult', label: '核对结果', options: optionsOf(checkResultLabels) },
        { type: 'date', name: 'startTime', label: '开票开始' },
        { type: 'date', name: 'endTime', label: '开票结束' },
      ]}
      toolbar={
        <Permission value="order:export">
          <Button loading={exportInvoices.isPending} onClick={() => exportInvoices.mutate({ query: filters })}>
            导出
          </Button>
        </Permission>
      }
      columns={columns}
      {...tableQuery(invoices)}
    />
  );
}
