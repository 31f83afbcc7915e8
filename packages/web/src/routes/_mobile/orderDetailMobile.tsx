import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailMobilePage } from '@/features/mobile/orders/OrderDetailMobilePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/orderDetailMobile')({
  validateSearch: recordSearch,
  component: OrderDetailMobilePage,
});
