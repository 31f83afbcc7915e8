import { createFileRoute } from '@tanstack/react-router';
import { accountFilters } from '@/features/supplier/reconciliation/filters.ts';
import { MatchedStatementPage } from '@/features/supplier/reconciliation/MatchedStatementPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-other')({
  validateSearch: accountFilters.search,
  component: MatchedStatementPage,
});
