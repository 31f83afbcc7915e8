import { createFileRoute } from '@tanstack/react-router';
import { DemandOrderListPage } from '@/features/purchase/demand/DemandOrderListPage.tsx';
import type { demandOrderFilters } from '@/features/purchase/demand/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/my-demand-order')({
  validateSearch: listSearch<typeof demandOrderFilters>(),
  component: DemandOrderListPage,
});
