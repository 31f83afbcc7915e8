import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { OrderDetailPage } from '@/features/purchase/orders/OrderDetailPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/order-detail')({
  validateSearch: searchParams({ id: optionalString }),
  component: OrderDetailPage,
});
