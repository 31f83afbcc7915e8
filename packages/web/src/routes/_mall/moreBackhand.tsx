import { createFileRoute } from '@tanstack/react-router';
import type { projectFilters } from '@/features/mall/projects/filters.ts';
import { ProjectListPage } from '@/features/mall/projects/ProjectListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/moreBackhand')({
  validateSearch: listSearch<typeof projectFilters>(),
  component: ProjectListPage,
});
