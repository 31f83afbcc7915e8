import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { planFilters } from '@/features/purchase/plans/filters.ts';
import { PlanListPage } from '@/features/purchase/plans/PlanListPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-list')({
  validateSearch: listSearch<typeof planFilters>(),
  component: PlanListPage,
});
