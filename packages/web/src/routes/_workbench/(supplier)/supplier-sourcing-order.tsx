import { createFileRoute } from '@tanstack/react-router';
import type { sourcingOrderFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOrderListPage } from '@/features/supplier/sourcing/SourcingOrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order')({
  validateSearch: listSearch<typeof sourcingOrderFilters>(),
  component: SourcingOrderListPage,
});
