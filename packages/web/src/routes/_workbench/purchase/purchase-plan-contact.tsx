import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { bindableOrderFilters } from '@/features/purchase/plans/filters.ts';
import { PlanContactPage } from '@/features/purchase/plans/PlanContactPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-contact')({
  validateSearch: listSearch<typeof bindableOrderFilters>(),
  component: PlanContactPage,
});
