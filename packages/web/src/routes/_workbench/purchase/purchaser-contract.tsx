import { createFileRoute } from '@tanstack/react-router';
import type { purchaserContractFilters } from '@/features/purchase/payment/filters.ts';
import { PurchaserContractPage } from '@/features/purchase/payment/PurchaserContractPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/purchaser-contract')({
  validateSearch: listSearch<typeof purchaserContractFilters>(),
  component: PurchaserContractPage,
});
