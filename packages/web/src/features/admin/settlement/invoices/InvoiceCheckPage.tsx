import { type components, exportInvoiceReconciliation, pageInvoiceReconciliation } from '@zc/sdk';
import { checkResultLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../../shared/suppliers.tsx';
import { invoiceCheckFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['InvoiceReconciliation']>({
  invoiceCode: '发票代码',
  invoiceNo: '发票号码',
  invoiceDate: ['开票日期', 'date'],
  orderNo: '订单编号',
  supplierName: '供应商',
  purchaserName: '采购单位',
  invoiceAmount: ['发票金额', 'money'],
  orderAmount: ['订单金额', 'money'],
  diffAmount: ['差额', 'money'],
  checkResult: ['核对结果', checkResultLabels],
});

/** 系统发票: every supplier's invoices matched against their orders, exported as the list filters them. */
export function InvoiceCheckPage() {
  const list = useList(pageInvoiceReconciliation, invoiceCheckFilters, { labels: useSupplierLabels() });
  return (
    <ListPage
      label="发票对账列表"
      list={list}
      columns={columns}
      toolbar={<ExportButton operation={exportInvoiceReconciliation} input={{ query: list.params }} />}
    />
  );
}
