import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { DemandOrderPage } from '@/features/purchase/demand/DemandOrderPage.tsx';
import type { demandOrderStateFilters } from '@/features/purchase/demand/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-order')({
  validateSearch: listSearch<typeof demandOrderStateFilters>(),
  component: DemandOrderPage,
});
