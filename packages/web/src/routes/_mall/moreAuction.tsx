import { createFileRoute } from '@tanstack/react-router';
import { projectFilters } from '@/features/mall/projects/filters.ts';
import { ProjectListPage } from '@/features/mall/projects/ProjectListPage.tsx';

export const Route = createFileRoute('/_mall/moreAuction')({
  validateSearch: projectFilters.search,
  component: ProjectListPage,
});
