import { createFileRoute } from '@tanstack/react-router';
import { invoiceFilters } from '@/features/supplier/reconciliation/filters.ts';
import { InvoiceReconciliationPage } from '@/features/supplier/reconciliation/InvoiceReconciliationPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-invoice')({
  validateSearch: invoiceFilters.search,
  component: InvoiceReconciliationPage,
});
