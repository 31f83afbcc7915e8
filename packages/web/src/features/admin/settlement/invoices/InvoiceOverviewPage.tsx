import { type components, pageInvoiceReconciliation, pagePaperInvoices } from '@zc/sdk';
import { checkResultLabels, paperInvoiceStatusLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';

const todos = [
  todo({
    label: '待邮寄纸质发票',
    operation: pagePaperInvoices,
    query: { status: 0 },
    list: { to: '/paper', search: { status: 0 } },
  }),
  todo({
    label: '已邮寄待签收',
    operation: pagePaperInvoices,
    query: { status: 1 },
    list: { to: '/paper', search: { status: 1 } },
  }),
  todo({
    label: '金额不一致的发票',
    operation: pageInvoiceReconciliation,
    query: { checkResult: 2 },
    list: { to: '/system-invoice', search: { checkResult: 2 } },
  }),
  todo({
    label: '未核对的发票',
    operation: pageInvoiceReconciliation,
    query: { checkResult: 0 },
    list: { to: '/system-invoice', search: { checkResult: 0 } },
  }),
];

const newest = [
  latest({
    title: '最新纸质发票',
    operation: pagePaperInvoices,
    columns: columnsOf<components['schemas']['PaperInvoice']>({
      invoiceNo: '发票号码',
      supplierName: '供应商',
      invoiceAmount: ['发票金额', 'money'],
      status: ['邮寄状态', paperInvoiceStatusLabels],
    }),
    open: (paper) => ({ to: '/paper', search: { invoiceNo: paper.invoiceNo } }),
    name: (paper) => paper.invoiceNo,
  }),
  latest({
    title: '最新发票对账',
    operation: pageInvoiceReconciliation,
    columns: columnsOf<components['schemas']['InvoiceReconciliation']>({
      invoiceNo: '发票号码',
      supplierName: '供应商',
      invoiceAmount: ['发票金额', 'money'],
      checkResult: ['核对结果', checkResultLabels],
    }),
    open: (invoice) => ({ to: '/system-invoice', search: { invoiceNo: invoice.invoiceNo } }),
    name: (invoice) => invoice.invoiceNo,
  }),
];

/** 发票管理: the paper invoices waiting to be posted or signed for, the invoices that do not match, the newest of each. */
export function InvoiceOverviewPage() {
  return <GroupPage todos={todos} latest={newest} />;
}
