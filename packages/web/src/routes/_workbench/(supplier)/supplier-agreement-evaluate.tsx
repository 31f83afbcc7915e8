import { createFileRoute } from '@tanstack/react-router';
import { EvaluateListPage } from '@/features/supplier/agreement/EvaluateListPage.tsx';
import type { evaluateFilters } from '@/features/supplier/agreement/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-evaluate')({
  validateSearch: listSearch<typeof evaluateFilters>(),
  component: EvaluateListPage,
});
