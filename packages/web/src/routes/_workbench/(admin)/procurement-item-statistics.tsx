import { createFileRoute } from '@tanstack/react-router';
import { CategoryPurchasePage } from '@/features/admin/statistics/reports/CategoryPurchasePage.tsx';
import type { periodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/procurement-item-statistics')({
  validateSearch: listSearch<typeof periodFilters>(),
  component: CategoryPurchasePage,
});
