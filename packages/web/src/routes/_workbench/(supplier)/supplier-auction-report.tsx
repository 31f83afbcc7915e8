import { createFileRoute } from '@tanstack/react-router';
import type { reportFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectReportPage } from '@/features/supplier/projects/ProjectReportPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-auction-report')({
  validateSearch: listSearch<typeof reportFilters>(),
  component: () => <ProjectReportPage kind={kinds.auction} />,
});
