import { createFileRoute } from '@tanstack/react-router';
import type { resultFilters } from '@/features/admin/reconciliation/filters.ts';
import { ResultPage } from '@/features/admin/reconciliation/ResultPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/record-result')({
  validateSearch: listSearch<typeof resultFilters>(),
  component: ResultPage,
});
