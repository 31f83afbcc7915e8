import { createFileRoute } from '@tanstack/react-router';
import type { onlineSupplierFilters } from '@/features/admin/governance/online-suppliers/filters.ts';
import { OnlineSupplierListPage } from '@/features/admin/governance/online-suppliers/OnlineSupplierListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/online-supplier-manager')({
  validateSearch: listSearch<typeof onlineSupplierFilters>(),
  component: OnlineSupplierListPage,
});
