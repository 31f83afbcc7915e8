import { createFileRoute } from '@tanstack/react-router';
import { orderFilters } from '@/features/supplier/orders/filters.ts';
import { OrderListPage } from '@/features/supplier/orders/OrderListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/data-center')({
  validateSearch: orderFilters.search,
  component: () => <OrderListPage of="direct" />,
});
