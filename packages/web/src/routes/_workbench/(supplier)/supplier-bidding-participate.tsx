import { createFileRoute } from '@tanstack/react-router';
import { participateFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectParticipatePage } from '@/features/supplier/projects/ProjectParticipatePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-participate')({
  validateSearch: participateFilters.search,
  component: () => <ProjectParticipatePage kind={kinds.bidding} />,
});
