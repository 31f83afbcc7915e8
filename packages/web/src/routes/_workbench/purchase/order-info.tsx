import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmPage } from '@/features/mall/order/OrderConfirmPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/order-info')({
  // The cart rows being ordered, comma-separated, as the mall's /orderover takes them.
  validateSearch: searchParams({ ids: optionalString }),
  component: OrderConfirmPage,
});
