import { createFileRoute } from '@tanstack/react-router';
import { EvaluateListPage } from '@/features/supplier/agreement/EvaluateListPage.tsx';
import { evaluateFilters } from '@/features/supplier/agreement/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-evaluate')({
  validateSearch: evaluateFilters.search,
  component: EvaluateListPage,
});
