import { createFileRoute } from '@tanstack/react-router';
import type { projectFilters } from '@/features/purchase/projects/filters.ts';
import { MyProjectsPage } from '@/features/purchase/projects/my/MyProjectsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/my-backhand')({
  validateSearch: listSearch<typeof projectFilters>(),
  component: () => <MyProjectsPage mode="backhand" />,
});
