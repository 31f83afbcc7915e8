import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { sourcingOrderFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOrderListPage } from '@/features/supplier/sourcing/SourcingOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order')({
  validateSearch: listSearch<typeof sourcingOrderFilters>(),
  component: SourcingOrderListPage,
});
