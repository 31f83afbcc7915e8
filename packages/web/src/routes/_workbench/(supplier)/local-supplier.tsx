import { createFileRoute } from '@tanstack/react-router';
import { settlementFilters } from '@/features/supplier/reconciliation/filters.ts';
import { SettlementOrderPage } from '@/features/supplier/reconciliation/SettlementOrderPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier')({
  validateSearch: settlementFilters.search,
  component: SettlementOrderPage,
});
