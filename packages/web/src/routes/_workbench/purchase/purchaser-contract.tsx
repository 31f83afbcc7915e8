import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { purchaserContractFilters } from '@/features/purchase/payment/filters.ts';
import { PurchaserContractPage } from '@/features/purchase/payment/PurchaserContractPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/purchaser-contract')({
  validateSearch: listSearch<typeof purchaserContractFilters>(),
  component: PurchaserContractPage,
});
