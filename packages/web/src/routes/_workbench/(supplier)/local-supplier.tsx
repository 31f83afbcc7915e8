import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { settlementFilters } from '@/features/supplier/reconciliation/filters.ts';
import { SettlementOrderPage } from '@/features/supplier/reconciliation/SettlementOrderPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier')({
  validateSearch: listSearch<typeof settlementFilters>(),
  component: SettlementOrderPage,
});
