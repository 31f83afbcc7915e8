import { createFileRoute } from '@tanstack/react-router';
import type { paymentConfirmFilters } from '@/features/purchase/payment/filters.ts';
import { PaymentConfirmPage } from '@/features/purchase/payment/PaymentConfirmPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchaser-payment-confirm')({
  validateSearch: listSearch<typeof paymentConfirmFilters>(),
  component: PaymentConfirmPage,
});
