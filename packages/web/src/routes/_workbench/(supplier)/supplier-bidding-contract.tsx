import { createFileRoute } from '@tanstack/react-router';
import type { contractFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectContractPage } from '@/features/supplier/projects/ProjectContractPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-bidding-contract')({
  validateSearch: listSearch<typeof contractFilters>(),
  component: () => <ProjectContractPage kind={kinds.bidding} />,
});
