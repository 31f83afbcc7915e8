import { createFileRoute } from '@tanstack/react-router';
import { DemandListPage } from '@/features/purchase/demand/DemandListPage.tsx';
import { demandFilters } from '@/features/purchase/demand/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/demand')({
  validateSearch: demandFilters.search,
  component: DemandListPage,
});
