import { createFileRoute } from '@tanstack/react-router';
import { OrderCheckListPage } from '@/features/purchase/order-approval/OrderCheckListPage.tsx';
import { orderCheckFilters } from '@/features/purchase/orders/filters.ts';

export const Route = createFileRoute('/_workbench/purchase/order-check')({
  validateSearch: orderCheckFilters.search,
  component: OrderCheckListPage,
});
