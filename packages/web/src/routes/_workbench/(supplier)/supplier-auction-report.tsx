import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { reportFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectReportPage } from '@/features/supplier/projects/ProjectReportPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-auction-report')({
  validateSearch: listSearch<typeof reportFilters>(),
  component: () => <ProjectReportPage kind={kinds.auction} />,
});
