import { createFileRoute } from '@tanstack/react-router';
import type { paymentFilters } from '@/features/purchase/projects/filters.ts';
import { PaymentConfirmPage } from '@/features/purchase/projects/payment/PaymentConfirmPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-payment-confirm')({
  validateSearch: listSearch<typeof paymentFilters>(),
  component: () => <PaymentConfirmPage mode="sourcing" />,
});
