import { createFileRoute } from '@tanstack/react-router';
import type { evaluateFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectEvaluatePage } from '@/features/supplier/projects/ProjectEvaluatePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-project-evaluate')({
  validateSearch: listSearch<typeof evaluateFilters>(),
  component: ProjectEvaluatePage,
});
