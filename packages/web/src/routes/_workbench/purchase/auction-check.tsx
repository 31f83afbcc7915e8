import { createFileRoute } from '@tanstack/react-router';
import { ProjectCheckPage } from '@/features/purchase/projects/check/ProjectCheckPage.tsx';
import type { checkFilters } from '@/features/purchase/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/auction-check')({
  validateSearch: listSearch<typeof checkFilters>(),
  component: () => <ProjectCheckPage mode="auction" />,
});
