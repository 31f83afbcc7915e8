import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/features/supplier/orders/ContractListPage.tsx';
import { contractFilters } from '@/features/supplier/orders/filters.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-contract')({
  validateSearch: contractFilters.search,
  component: ContractListPage,
});
