import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { OrderCheckDetailPage } from '@/features/purchase/order-approval/OrderCheckDetailPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/order-check-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: OrderCheckDetailPage,
});
