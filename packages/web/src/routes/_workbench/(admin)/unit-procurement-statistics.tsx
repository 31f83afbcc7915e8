import { createFileRoute } from '@tanstack/react-router';
import { UnitPurchasePage } from '@/features/admin/statistics/reports/UnitPurchasePage.tsx';
import type { unitPeriodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/unit-procurement-statistics')({
  validateSearch: listSearch<typeof unitPeriodFilters>(),
  component: UnitPurchasePage,
});
