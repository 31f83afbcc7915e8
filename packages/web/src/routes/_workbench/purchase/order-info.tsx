import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { OrderConfirmPage } from '@/features/mall/order/OrderConfirmPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/order-info')({
  // The cart rows being ordered, comma-separated, as the mall's /orderover takes them.
  validateSearch: searchParams({ ids: optionalString }),
  component: OrderConfirmPage,
});
