import { createFileRoute } from '@tanstack/react-router';
import type { bindableOrderFilters } from '@/features/purchase/plans/filters.ts';
import { PlanContactPage } from '@/features/purchase/plans/PlanContactPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-contact')({
  validateSearch: listSearch<typeof bindableOrderFilters>(),
  component: PlanContactPage,
});
