import { createFileRoute } from '@tanstack/react-router';
import type { orderFilters } from '@/features/purchase/sourcing/filters.ts';
import { SourcingOrderListPage } from '@/features/purchase/sourcing/SourcingOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-order')({
  validateSearch: listSearch<typeof orderFilters>(),
  component: SourcingOrderListPage,
});
