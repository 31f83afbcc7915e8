import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { ContractListPage } from '@/features/supplier/orders/ContractListPage.tsx';
import type { contractFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-contract')({
  validateSearch: listSearch<typeof contractFilters>(),
  component: ContractListPage,
});
