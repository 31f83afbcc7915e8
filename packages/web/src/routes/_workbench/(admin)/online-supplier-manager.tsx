import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { onlineSupplierFilters } from '@/features/admin/governance/online-suppliers/filters.ts';
import { OnlineSupplierListPage } from '@/features/admin/governance/online-suppliers/OnlineSupplierListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/online-supplier-manager')({
  validateSearch: listSearch<typeof onlineSupplierFilters>(),
  component: OnlineSupplierListPage,
});
