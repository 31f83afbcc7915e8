import { createFileRoute } from '@tanstack/react-router';
import { bindableOrderFilters } from '@/features/purchase/plans/filters.ts';
import { PlanContactPage } from '@/features/purchase/plans/PlanContactPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-contact')({
  validateSearch: bindableOrderFilters.search,
  component: PlanContactPage,
});
