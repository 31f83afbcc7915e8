import { createFileRoute } from '@tanstack/react-router';
import { ComprehensivePage } from '@/features/admin/statistics/reports/ComprehensivePage.tsx';
import type { supplierPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/comprehensive-statistics')({
  validateSearch: listSearch<typeof supplierPeriodFilters>(),
  component: ComprehensivePage,
});
