import { createFileRoute } from '@tanstack/react-router';
import { evaluateFilters } from '@/features/supplier/projects/filters.ts';
import { ProjectEvaluatePage } from '@/features/supplier/projects/ProjectEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-project-evaluate')({
  staticData: { title: '项目评价' },
  validateSearch: evaluateFilters.search,
  component: ProjectEvaluatePage,
});
