import { createFileRoute } from '@tanstack/react-router';
import type { invoiceFilters } from '@/features/supplier/reconciliation/filters.ts';
import { InvoiceReconciliationPage } from '@/features/supplier/reconciliation/InvoiceReconciliationPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-invoice')({
  validateSearch: listSearch<typeof invoiceFilters>(),
  component: InvoiceReconciliationPage,
});
