import { createFileRoute } from '@tanstack/react-router';
import type { sourcingOrderFilters } from '@/features/supplier/sourcing/filters.ts';
import { SourcingContractPage } from '@/features/supplier/sourcing/SourcingContractPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-contract')({
  validateSearch: listSearch<typeof sourcingOrderFilters>(),
  component: SourcingContractPage,
});
