import { createFileRoute } from '@tanstack/react-router';
import { EvaluateListPage } from '@/features/admin/evaluations/EvaluateListPage.tsx';
import type { adminEvaluateFilters } from '@/features/admin/evaluations/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-evaluate')({
  validateSearch: listSearch<typeof adminEvaluateFilters>(),
  component: EvaluateListPage,
});
