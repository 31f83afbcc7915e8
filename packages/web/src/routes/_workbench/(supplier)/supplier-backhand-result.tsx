import { createFileRoute } from '@tanstack/react-router';
import type { resultFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectResultPage } from '@/features/supplier/projects/ProjectResultPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-backhand-result')({
  validateSearch: listSearch<typeof resultFilters>(),
  component: () => <ProjectResultPage kind={kinds.backhand} />,
});
