import { createFileRoute } from '@tanstack/react-router';
import type { paperFilters } from '@/features/admin/settlement/invoices/filters.ts';
import { PaperInvoicePage } from '@/features/admin/settlement/invoices/PaperInvoicePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/paper')({
  validateSearch: listSearch<typeof paperFilters>(),
  component: PaperInvoicePage,
});
