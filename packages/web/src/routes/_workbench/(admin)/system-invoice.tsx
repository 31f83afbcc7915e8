import { createFileRoute } from '@tanstack/react-router';
import type { invoiceCheckFilters } from '@/features/admin/settlement/invoices/filters.ts';
import { InvoiceCheckPage } from '@/features/admin/settlement/invoices/InvoiceCheckPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/system-invoice')({
  validateSearch: listSearch<typeof invoiceCheckFilters>(),
  component: InvoiceCheckPage,
});
