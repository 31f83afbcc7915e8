import { createFileRoute } from '@tanstack/react-router';
import type { paymentFilters } from '@/features/purchase/projects/filters.ts';
import { PaymentListPage } from '@/features/purchase/projects/payment/PaymentListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-payment')({
  validateSearch: listSearch<typeof paymentFilters>(),
  component: () => <PaymentListPage mode="sourcing" />,
});
