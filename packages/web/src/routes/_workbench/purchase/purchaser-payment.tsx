import { createFileRoute } from '@tanstack/react-router';
import type { paymentFilters } from '@/features/purchase/payment/filters.ts';
import { PaymentLogPage } from '@/features/purchase/payment/PaymentLogPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchaser-payment')({
  validateSearch: listSearch<typeof paymentFilters>(),
  component: PaymentLogPage,
});
