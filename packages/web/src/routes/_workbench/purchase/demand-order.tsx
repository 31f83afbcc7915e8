import { createFileRoute } from '@tanstack/react-router';
import { DemandOrderPage } from '@/features/purchase/demand/DemandOrderPage.tsx';
import type { demandOrderStateFilters } from '@/features/purchase/demand/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/demand-order')({
  validateSearch: listSearch<typeof demandOrderStateFilters>(),
  component: DemandOrderPage,
});
