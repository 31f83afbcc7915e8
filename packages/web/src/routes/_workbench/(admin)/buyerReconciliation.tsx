import { createFileRoute } from '@tanstack/react-router';
import type { statementFilters } from '@/features/admin/reconciliation/statements/filters.ts';
import { StatementListPage } from '@/features/admin/reconciliation/statements/StatementListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/buyerReconciliation')({
  validateSearch: listSearch<typeof statementFilters>(),
  component: () => <StatementListPage side={3} />,
});
