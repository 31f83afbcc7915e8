import { createFileRoute } from '@tanstack/react-router';
import type { planFilters } from '@/features/purchase/plans/filters.ts';
import { PlanListPage } from '@/features/purchase/plans/PlanListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-list')({
  validateSearch: listSearch<typeof planFilters>(),
  component: PlanListPage,
});
