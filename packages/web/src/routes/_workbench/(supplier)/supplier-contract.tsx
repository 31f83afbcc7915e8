import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/features/supplier/orders/ContractListPage.tsx';
import type { contractFilters } from '@/features/supplier/orders/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-contract')({
  validateSearch: listSearch<typeof contractFilters>(),
  component: ContractListPage,
});
