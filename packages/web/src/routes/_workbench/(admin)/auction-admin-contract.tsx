import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/features/admin/projects/ContractListPage.tsx';
import type { contractFilters } from '@/features/admin/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/auction-admin-contract')({
  validateSearch: listSearch<typeof contractFilters>(),
  component: () => <ContractListPage mode="auction" />,
});
