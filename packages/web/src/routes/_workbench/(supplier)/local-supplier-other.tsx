import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { accountFilters } from '@/features/supplier/reconciliation/filters.ts';
import { MatchedStatementPage } from '@/features/supplier/reconciliation/MatchedStatementPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-other')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: MatchedStatementPage,
});
