import { createFileRoute } from '@tanstack/react-router';
import type { orderContractFilters } from '@/features/admin/projects/filters.ts';
import { OrderContractListPage } from '@/features/admin/projects/OrderContractListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-contract')({
  validateSearch: listSearch<typeof orderContractFilters>(),
  component: OrderContractListPage,
});
