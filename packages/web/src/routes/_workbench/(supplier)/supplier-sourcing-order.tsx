import { createFileRoute } from '@tanstack/react-router';
import { sourcingOrderFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingOrderListPage } from '@/features/supplier/sourcing/SourcingOrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-order')({
  validateSearch: sourcingOrderFilters.search,
  component: SourcingOrderListPage,
});
