import { createFileRoute } from '@tanstack/react-router';
import { resultFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectResultPage } from '@/features/supplier/projects/ProjectResultPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-result')({
  validateSearch: resultFilters.search,
  component: () => <ProjectResultPage kind={kinds.bidding} />,
});
