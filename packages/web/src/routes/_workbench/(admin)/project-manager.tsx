import { createFileRoute } from '@tanstack/react-router';
import type { projectFilters } from '@/features/admin/projects/filters.ts';
import { ProjectListPage } from '@/features/admin/projects/ProjectListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/project-manager')({
  validateSearch: listSearch<typeof projectFilters>(),
  component: ProjectListPage,
});
