import { createFileRoute } from '@tanstack/react-router';
import { evaluateFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectEvaluatePage } from '@/features/supplier/projects/ProjectEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-project-evaluate')({
  validateSearch: evaluateFilters.search,
  component: ProjectEvaluatePage,
});
