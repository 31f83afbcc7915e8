import { createFileRoute } from '@tanstack/react-router';
import { SupplierJoinPage } from '@/features/admin/statistics/reports/SupplierJoinPage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplier-join-statistics')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: SupplierJoinPage,
});
