import { createFileRoute } from '@tanstack/react-router';
import type { settlementFilters } from '@/features/admin/settlement/accounts/filters.ts';
import { SettlementAccountsPage } from '@/features/admin/settlement/accounts/SettlementAccountsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplierManage')({
  validateSearch: listSearch<typeof settlementFilters>(),
  component: () => <SettlementAccountsPage side={1} />,
});
