import { createFileRoute } from '@tanstack/react-router';
import { DemandCollectPage } from '@/features/purchase/demand/DemandCollectPage.tsx';
import { collectFilters } from '@/features/purchase/demand/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-collect')({
  validateSearch: collectFilters.search,
  component: DemandCollectPage,
});
