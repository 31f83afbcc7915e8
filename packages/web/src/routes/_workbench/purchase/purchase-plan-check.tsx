import { createFileRoute } from '@tanstack/react-router';
import type { planCheckFilters } from '@/features/purchase/plans/filters.ts';
import { PlanCheckPage } from '@/features/purchase/plans/PlanCheckPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchase-plan-check')({
  validateSearch: listSearch<typeof planCheckFilters>(),
  component: PlanCheckPage,
});
