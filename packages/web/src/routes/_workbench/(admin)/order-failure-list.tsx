import { createFileRoute } from '@tanstack/react-router';
import type { orderFailureFilters } from '@/features/admin/orders/filters.ts';
import { OrderFailurePage } from '@/features/admin/orders/OrderFailurePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/order-failure-list')({
  validateSearch: listSearch<typeof orderFailureFilters>(),
  component: OrderFailurePage,
});
