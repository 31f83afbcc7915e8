import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { evaluateFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectEvaluatePage } from '@/features/supplier/projects/ProjectEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-project-evaluate')({
  validateSearch: listSearch<typeof evaluateFilters>(),
  component: ProjectEvaluatePage,
});
