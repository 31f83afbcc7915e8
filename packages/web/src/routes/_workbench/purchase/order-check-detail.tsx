import { createFileRoute } from '@tanstack/react-router';
import { OrderCheckDetailPage } from '@/features/purchase/order-approval/OrderCheckDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/order-check-detail')({
  validateSearch: recordSearch,
  component: OrderCheckDetailPage,
});
