import { createFileRoute } from '@tanstack/react-router';
import { SupplierQuotePage } from '@/features/admin/statistics/reports/SupplierQuotePage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/quoted-price')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: SupplierQuotePage,
});
