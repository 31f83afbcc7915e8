import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { roleFilters } from '@/features/admin/roles/filters.ts';
import { SupplierRolesPage } from '@/features/admin/roles/RoleListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/role-supplier')({
  validateSearch: listSearch<typeof roleFilters>(),
  component: SupplierRolesPage,
});
