import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { projectFilters } from '@/features/mall/projects/filters.ts';
import { ProjectListPage } from '@/features/mall/projects/ProjectListPage.tsx';

export const Route = createFileRoute('/_mall/moreAuction')({
  validateSearch: listSearch<typeof projectFilters>(),
  component: ProjectListPage,
});
