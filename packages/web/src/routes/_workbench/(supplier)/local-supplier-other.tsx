import { createFileRoute } from '@tanstack/react-router';
import type { accountFilters } from '@/features/supplier/reconciliation/filters.ts';
import { MatchedStatementPage } from '@/features/supplier/reconciliation/MatchedStatementPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-other')({
  validateSearch: listSearch<typeof accountFilters>(),
  component: MatchedStatementPage,
});
