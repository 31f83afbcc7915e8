import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/purchase/orders/OrderDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/order-detail')({
  validateSearch: recordSearch,
  component: OrderDetailPage,
});
