import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { orderFilters } from '@/features/supplier/orders/filters.ts';
import { OrderListPage } from '@/features/supplier/orders/OrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-order')({
  validateSearch: listSearch<typeof orderFilters>(),
  component: () => <OrderListPage of="agreement" />,
});
