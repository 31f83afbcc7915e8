import { createFileRoute } from '@tanstack/react-router';
import type { orderFilters } from '@/features/supplier/orders/filters.ts';
import { OrderListPage } from '@/features/supplier/orders/OrderListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-order-failure-list')({
  validateSearch: listSearch<typeof orderFilters>(),
  component: () => <OrderListPage of="failed" />,
});
