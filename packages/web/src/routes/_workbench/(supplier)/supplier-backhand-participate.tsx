import { createFileRoute } from '@tanstack/react-router';
import type { participateFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectParticipatePage } from '@/features/supplier/projects/ProjectParticipatePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-backhand-participate')({
  validateSearch: listSearch<typeof participateFilters>(),
  component: () => <ProjectParticipatePage kind={kinds.backhand} />,
});
