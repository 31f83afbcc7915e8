import { createFileRoute } from '@tanstack/react-router';
import type { ableOrderFilters } from '@/features/admin/reconciliation/statements/filters.ts';
import { StatementSelectPage } from '@/features/admin/reconciliation/statements/StatementSelectPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplierReconciliationSelect')({
  validateSearch: listSearch<typeof ableOrderFilters>(),
  component: () => <StatementSelectPage side={1} />,
});
