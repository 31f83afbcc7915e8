import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/features/purchase/projects/contract/ContractListPage.tsx';
import type { contractFilters } from '@/features/purchase/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-contract')({
  validateSearch: listSearch<typeof contractFilters>(),
  component: () => <ContractListPage mode="sourcing" />,
});
