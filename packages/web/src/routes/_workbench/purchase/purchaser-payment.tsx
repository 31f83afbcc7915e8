import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { paymentFilters } from '@/features/purchase/payment/filters.ts';
import { PaymentLogPage } from '@/features/purchase/payment/PaymentLogPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchaser-payment')({
  validateSearch: listSearch<typeof paymentFilters>(),
  component: PaymentLogPage,
});
