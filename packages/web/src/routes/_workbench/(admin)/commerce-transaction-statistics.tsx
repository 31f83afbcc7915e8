import { createFileRoute } from '@tanstack/react-router';
import { EshopTrendPage } from '@/features/admin/statistics/reports/EshopTrendPage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/commerce-transaction-statistics')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: EshopTrendPage,
});
