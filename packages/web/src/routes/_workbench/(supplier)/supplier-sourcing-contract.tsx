import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { sourcingOrderFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingContractPage } from '@/features/supplier/sourcing/SourcingContractPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-contract')({
  validateSearch: listSearch<typeof sourcingOrderFilters>(),
  component: SourcingContractPage,
});
