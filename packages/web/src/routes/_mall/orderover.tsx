import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmPage } from '@/features/mall/order/OrderConfirmPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/orderover')({
  // The cart rows being ordered, comma-separated: the page survives a reload and a refused order.
  validateSearch: searchParams({ ids: optionalString }),
  component: OrderConfirmPage,
});
