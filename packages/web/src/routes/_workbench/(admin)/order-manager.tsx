import { createFileRoute } from '@tanstack/react-router';
import type { orderManagerFilters } from '@/features/admin/orders/filters.ts';
import { OrderManagerPage } from '@/features/admin/orders/OrderManagerPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/order-manager')({
  validateSearch: listSearch<typeof orderManagerFilters>(),
  component: OrderManagerPage,
});
