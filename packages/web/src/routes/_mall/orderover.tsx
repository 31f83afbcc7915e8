import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { OrderConfirmPage } from '@/features/mall/order/OrderConfirmPage.tsx';

export const Route = createFileRoute('/_mall/orderover')({
  // The cart rows being ordered, comma-separated: the page survives a reload and a refused order.
  validateSearch: searchParams({ ids: optionalString }),
  component: OrderConfirmPage,
});
