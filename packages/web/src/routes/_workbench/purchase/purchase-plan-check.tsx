import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { planCheckFilters } from '@/features/purchase/plans/filters.ts';
import { PlanCheckPage } from '@/features/purchase/plans/PlanCheckPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-check')({
  validateSearch: listSearch<typeof planCheckFilters>(),
  component: PlanCheckPage,
});
