import { createFileRoute } from '@tanstack/react-router';
import { contractFilters } from '@/features/supplier/projects/filters.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectContractPage } from '@/features/supplier/projects/ProjectContractPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-auction-contract')({
  validateSearch: contractFilters.search,
  component: () => <ProjectContractPage kind={kinds.auction} />,
});
