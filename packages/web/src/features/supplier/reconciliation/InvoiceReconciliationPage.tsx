import { type components, exportInvoiceReconciliation, type Input, pageInvoiceReconciliation } from '@zc/sdk';
import { checkResultLabels } from '@zc/sdk/labels';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { invoiceFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['InvoiceReconciliation']>({
  invoiceCode: '发票代码',
  invoiceNo: '发票号码',
  invoiceDate: ['开票日期', 'date'],
  orderNo: '订单编号',
  purchaserName: '采购单位',
  invoiceAmount: ['发票金额', 'money'],
  orderAmount: ['订单金额', 'money'],
  diffAmount: ['差额', 'money'],
  checkResult: ['核对结果', checkResultLabels],
});

/** 电子发票: the supplier's invoices matched against the orders they cover (invoice reconciliation), and its export. */
export function InvoiceReconciliationPage() {
  const list = useList(pageInvoiceReconciliation, invoiceFilters);
  const exportInvoices = useDownload(exportInvoiceReconciliation);
  const toolbar = (
    <Permission value="order:export">
      <Button
        loading={exportInvoices.isPending}
        onClick={() => exportInvoices.mutate({ query: list.params as Input<'exportInvoiceReconciliation'>['query'] })}
      >
        导出
      </Button>
    </Permission>
  );
  return <ListPage label="电子发票" list={list} toolbar={toolbar} columns={columns} />;
}
