import { createFileRoute } from '@tanstack/react-router';
import { OrderMobilePage } from '@/features/mobile/orders/OrderMobilePage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/orderMobile')({
  validateSearch: searchParams({ status: optionalString }),
  component: OrderMobilePage,
});
