import { createFileRoute } from '@tanstack/react-router';
import type { settlementFilters } from '@/features/supplier/reconciliation/filters.ts';
import { SettlementOrderPage } from '@/features/supplier/reconciliation/SettlementOrderPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier')({
  validateSearch: listSearch<typeof settlementFilters>(),
  component: SettlementOrderPage,
});
