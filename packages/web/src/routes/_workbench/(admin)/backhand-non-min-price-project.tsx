import { createFileRoute } from '@tanstack/react-router';
import type { modeProjectFilters } from '@/features/admin/projects/filters.ts';
import { ProjectListPage } from '@/features/admin/projects/ProjectListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/backhand-non-min-price-project')({
  validateSearch: listSearch<typeof modeProjectFilters>(),
  component: () => <ProjectListPage mode="backhand" view="notLowest" />,
});
