import { createFileRoute } from '@tanstack/react-router';
import type { decidedFilters } from '@/features/purchase/project-evaluate/filters.ts';
import { ProjectEvaluatePage } from '@/features/purchase/project-evaluate/ProjectEvaluatePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/project-evaluate')({
  validateSearch: listSearch<typeof decidedFilters>(),
  component: ProjectEvaluatePage,
});
