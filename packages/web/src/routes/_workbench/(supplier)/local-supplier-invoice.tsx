import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { InvoiceReconciliationPage } from '../../../features/supplier/reconciliation/InvoiceReconciliationPage.tsx';
import { invoiceFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-invoice')({
  staticData: { title: '电子发票' },
  validateSearch: listSearch(invoiceFilterNames),
  component: InvoiceReconciliationPage,
});
