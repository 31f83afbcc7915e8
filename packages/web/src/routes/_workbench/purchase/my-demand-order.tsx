import { createFileRoute } from '@tanstack/react-router';
import { DemandOrderListPage } from '@/features/purchase/demand/DemandOrderListPage.tsx';
import { demandOrderFilters } from '@/features/purchase/demand/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/my-demand-order')({
  validateSearch: demandOrderFilters.search,
  component: DemandOrderListPage,
});
