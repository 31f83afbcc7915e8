import { createFileRoute } from '@tanstack/react-router';
import { OrderInfoMobilePage } from '@/features/mobile/order/OrderInfoMobilePage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/orderInfoMobile')({
  validateSearch: searchParams({ ids: optionalString }),
  component: OrderInfoMobilePage,
});
