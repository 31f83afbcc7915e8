import { createFileRoute } from '@tanstack/react-router';
import type { runFilters } from '@/features/admin/reconciliation/filters.ts';
import { RunListPage } from '@/features/admin/reconciliation/RunListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/generate-record')({
  validateSearch: listSearch<typeof runFilters>(),
  component: RunListPage,
});
