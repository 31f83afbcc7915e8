import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { roleFilters } from '@/features/admin/roles/filters.ts';
import { PurchaserRolesPage } from '@/features/admin/roles/RoleListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/role-purchaser')({
  validateSearch: listSearch<typeof roleFilters>(),
  component: PurchaserRolesPage,
});
