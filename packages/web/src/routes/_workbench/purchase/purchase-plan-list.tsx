import { createFileRoute } from '@tanstack/react-router';
import { planFilters } from '@/features/purchase/plans/filters.ts';
import { PlanListPage } from '@/features/purchase/plans/PlanListPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-list')({
  validateSearch: planFilters.search,
  component: PlanListPage,
});
