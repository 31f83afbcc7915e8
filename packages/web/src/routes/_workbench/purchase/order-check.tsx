import { createFileRoute } from '@tanstack/react-router';
import { OrderCheckListPage } from '@/features/purchase/order-approval/OrderCheckListPage.tsx';
import type { orderCheckFilters } from '@/features/purchase/orders/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/order-check')({
  validateSearch: listSearch<typeof orderCheckFilters>(),
  component: OrderCheckListPage,
});
